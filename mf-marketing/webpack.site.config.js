// The public site: a browser bundle that hydrates pre-rendered pages, and a Node bundle the
// build runs to pre-render them (scripts/prerender.mjs). Separate from the ./Section federation build:
// a visitor's page loads no shell, no router and no federation runtime, only React and that page.
const path = require('node:path');
const webpack = require('webpack');
const { CompressedAssetsPlugin, swcRule } = require('@koinonia/mf-config');

const ASSETS_DIR = path.join(__dirname, 'dist', 'site-assets');
const SERVER_DIR = path.join(__dirname, 'dist', '.site', 'server');
/** Where the gateway serves the assets: the marketing remote's folder (DESIGN "/mf/<name>/"). */
const ASSETS_URL = '/mf/marketing/site-assets/';
const ASSET_LIST = 'site-assets.json';

/** Writes which files each entry and named chunk needs, so the pre-render can link and preload them. */
class AssetListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (group) => group.getFiles().filter((file) => file.endsWith('.js')).map((file) => ASSETS_URL + file);
        const chunks = {};
        for (const [name, group] of compilation.namedChunkGroups) chunks[name] = filesOf(group);
        const entry = filesOf(compilation.entrypoints.get('site'));
        compilation.emitAsset(ASSET_LIST, new webpack.sources.RawSource(JSON.stringify({ entry, chunks }, null, 2)));
      });
    });
  }
}

const shared = (production) => ({
  context: __dirname,
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: ['koinonia-source', '...'] },
  module: { rules: [swcRule(production)] },
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'warn' },
});

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const browser = {
    ...shared(production),
    name: 'site-browser',
    mode,
    target: 'web',
    entry: { site: './src/site/render/client.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: ASSETS_DIR,
      publicPath: ASSETS_URL,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    // The pages' scripts get brotli and gzip copies as every app's do; the pages themselves, in prerender.mjs.
    plugins: [new AssetListPlugin(), ...(production ? [new CompressedAssetsPlugin()] : [])],
  };
  const server = {
    ...shared(production),
    name: 'site-server',
    mode,
    target: 'node',
    entry: { server: './src/site/render/server.tsx' },
    devtool: false,
    output: { path: SERVER_DIR, filename: 'server.js', library: { type: 'commonjs2' }, clean: true },
    // One file: the pre-render loads every page and every language anyway.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
  };
  return [browser, server];
};

module.exports.ASSET_LIST = ASSET_LIST;
module.exports.ASSETS_DIR = ASSETS_DIR;
module.exports.SERVER_DIR = SERVER_DIR;
