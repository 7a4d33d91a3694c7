// One webpack configuration for the shell and every remote (DESIGN "Module Federation contract").
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared');
const { InitialScriptsPlugin } = require('./initial-scripts-plugin');
const { CompressedAssetsPlugin } = require('./compression');
const { RuntimeCoreUsagePlugin } = require('./runtime-core-usage-plugin');

const rootDir = path.resolve(__dirname, '../..');

/**
 * Both router packages resolve to router.mjs, React Router's declarative API only, so that is what their
 * shared singletons provide; router.mjs reaches the package itself by its file, which no share key matches.
 */
function routerAliases() {
  const packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [rootDir] }));
  const esmEntry = require(path.join(packageDir, 'package.json')).exports['.'].import.default;
  const routerModule = path.join(__dirname, 'router.mjs');
  return {
    'react-router$': routerModule,
    'react-router-dom$': routerModule,
    '@koinonia/react-router-package$': path.join(packageDir, esmEntry),
  };
}

const CONTRACTS_SOURCE = path.join(rootDir, 'packages/contracts/src');

/** TypeScript and JSX through swc, as ES modules so webpack can tree-shake. */
function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        // Not the root .swcrc (CommonJS, for the services): webpack must see ES modules to tree-shake
        // and to resolve packages' "import" builds (zod, react-router) instead of their whole CJS ones.
        swcrc: false,
        module: { type: 'es6' },
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.projectDir  the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name        federation name: 'shell' or the remote's name ('worship', ...)
 * @param {'host'|'remote'} options.role
 * @param {'production'|'development'} options.mode
 * @param {string[]} [options.runtimePlugins]  a host's own federation runtime plugins (files)
 * @param {boolean} [options.federated]  false builds the same app without Module Federation (the
 *   benchmark's single bundle)
 * @param {Array<{ from: RegExp, to: string }>} [options.replaceModules]  modules swapped for others at
 *   build time (the single bundle's remote loader, which imports each remote as a local lazy chunk)
 */
function createWebpackConfig({ projectDir, name, role, mode, runtimePlugins = [], federated = true, replaceModules = [] }) {
  const { version } = require(path.join(projectDir, 'package.json'));
  const production = mode === 'production';
  const isHost = role === 'host';
  // Remotes are published under /mf/<name>/<version>/: each version keeps its own folder.
  const outputPath = isHost ? path.join(projectDir, 'dist') : path.join(projectDir, 'dist', version);
  const standalone = !isHost && !production;
  // A production remote takes the federation runtime's core from the shell (provide-runtime-core.mjs)
  // instead of carrying its own copy; a remote running alone for its team has no shell, so keeps its own.
  const runtimeFromShell = !isHost && production;

  const plugins = [];
  if (federated) {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : { './Section': './src/Section.tsx' },
        shared: sharedModules(),
        // The host reads /remotes.json at run time; no remote URL is built into it.
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        runtimePlugins: isHost ? [...runtimePlugins, path.join(__dirname, 'provide-runtime-core.mjs')] : undefined,
        experiments: {
          // Browser only: leaves out the runtime's Node loaders.
          optimization: { target: 'web' },
          // The remote's remoteEntry.js drops from 25 to 8 KB gzip; the shell provides only the names the
          // remotes use (runtime-core-exports.js), which its own runtime holds already.
          externalRuntime: runtimeFromShell,
        },
      }),
    );
    if (runtimeFromShell) plugins.push(new RuntimeCoreUsagePlugin());
  }
  for (const { from, to } of replaceModules) {
    plugins.push(
      new webpack.NormalModuleReplacementPlugin(from, ({ createData }) => {
        if (!createData) return;
        // The new module's own imports resolve from its folder.
        createData.resource = to;
        createData.context = path.dirname(to);
      }),
    );
  }
  if (isHost && production) plugins.push(new InitialScriptsPlugin());
  // Brotli and gzip copies of every script, page and manifest, for the gateway to send as they are.
  if (production) plugins.push(new CompressedAssetsPlugin());
  if (isHost || standalone) {
    plugins.push(
      new HtmlWebpackPlugin({
        // The shell has its own page; a remote running alone gets the dev host's.
        template: isHost ? path.join(projectDir, 'src/index.html') : path.join(__dirname, 'dev-host.html'),
        title: `Koinonia — ${name} (standalone)`,
        scriptLoading: 'defer',
        minify: production,
      }),
    );
  }

  return {
    mode,
    context: projectDir,
    entry: isHost || standalone ? './src/index.ts' : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `koinonia_${name}`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Workspace packages are compiled from source, so their export condition points at src/.
      conditionNames: ['koinonia-source', '...'],
      alias: routerAliases(),
    },
    module: {
      rules: [
        swcRule(production),
        // After swc: the contracts' schemas nobody on the page uses drop out, and zod with them.
        { test: /\.ts$/, include: CONTRACTS_SOURCE, enforce: 'post', loader: path.join(__dirname, 'pure-declarations-loader.js') },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins,
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The shell's first screen validates with zod/mini; its lazy screens use zod's full build. Left to the
      // defaults, webpack puts both in one vendor chunk that the first screen then waits for.
      splitChunks: isHost ? { cacheGroups: { zodClassic: { test: /[\\/]zod[\\/]v4[\\/](classic|locales)[\\/]/, chunks: 'async', enforce: true } } } : undefined,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: false,
      // Standalone development signs in through the real gateway and calls its /api (DESIGN).
      proxy: [{ context: ['/api', '/ws'], target: process.env.GATEWAY_URL ?? 'http://localhost:8080', ws: true }],
    },
  };
}

module.exports = { createWebpackConfig, swcRule, rootDir, CompressedAssetsPlugin };
