// Builds the benchmark's single bundle: the shell's webpack config with Module Federation off and its remote
// loader swapped for remote-loader.ts here, which imports each remote's ./Section as a local lazy chunk (the
// shell's own source never imports a remote), written to bench/dist/single so shell/dist stays untouched.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const singleBundleDir = path.join(rootDir, 'bench/dist/single');

export async function buildSingleBundle() {
  const webpack = require('webpack');
  const config = require(path.join(rootDir, 'shell/webpack.config.js'))({}, { mode: 'production' }, {
    federated: false,
    replaceModules: [{ from: /[\\/]shell[\\/]src[\\/]remotes[\\/]remote-loader\.ts$/, to: path.join(rootDir, 'bench/single-bundle/remote-loader.ts') }],
  });
  config.output.path = singleBundleDir;
  const stats = await new Promise((resolve, reject) =>
    webpack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(`The single-bundle build failed:\n${stats.toString('errors-only')}`);
  return singleBundleDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`single bundle written to ${path.relative(rootDir, await buildSingleBundle())}`);
}
