// The service worker (service-worker/sw.ts), built after the shell: it precaches the shell's built files,
// whose names it reads from shell/dist. Not federated: a worker has no page to share modules with.
const { readdirSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { CompressedAssetsPlugin, swcRule } = require('@koinonia/mf-config');

const distDir = path.join(__dirname, 'dist');

/** The shell's scripts and styles, each named by its content hash, so a URL alone says its version. */
function shellFiles() {
  return readdirSync(distDir)
    .filter((name) => /\.[0-9a-f]{8,}\.(js|css)$/.test(name))
    .map((name) => ({ url: `/${name}`, revision: null }));
}

module.exports = (_env, argv) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { sw: './service-worker/sw.ts' },
    devtool: production ? 'source-map' : false,
    output: { path: distDir, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'], conditionNames: ['koinonia-source', '...'] },
    module: { rules: [swcRule(production)] },
    plugins: [
      new webpack.DefinePlugin({ SHELL_FILES: JSON.stringify(shellFiles()) }),
      ...(production ? [new CompressedAssetsPlugin()] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
