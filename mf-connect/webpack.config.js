const { createWebpackConfig } = require('@koinonia/mf-config');

module.exports = (_env, argv) =>
  createWebpackConfig({ projectDir: __dirname, name: 'connect', role: 'remote', mode: argv.mode ?? 'production' });
