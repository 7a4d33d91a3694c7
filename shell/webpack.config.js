const path = require('node:path');
const { createWebpackConfig } = require('@koinonia/mf-config');

/** `overrides` lets the benchmark build the same app as one bundle (bench/single-bundle/build.mjs). */
module.exports = (_env, argv, overrides = {}) =>
  createWebpackConfig({
    projectDir: __dirname,
    name: 'shell',
    role: 'host',
    mode: argv.mode ?? 'production',
    // Logs a remote that fails to load, so the section's error boundary is not the only trace of it.
    runtimePlugins: [path.join(__dirname, 'src/remotes/load-error-plugin.ts')],
    ...overrides,
  });
