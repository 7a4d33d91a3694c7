const { createWebpackConfig } = require('@koinonia/mf-config');

module.exports = (_env, argv) =>
  createWebpackConfig({
    projectDir: __dirname,
    name: 'shell',
    role: 'host',
    mode: argv.mode ?? 'production',
    federated: process.env.KOINONIA_SINGLE_BUNDLE !== '1',
  });
