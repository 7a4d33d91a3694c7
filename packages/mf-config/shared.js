// DESIGN "Module Federation contract": the shared singletons, with trailing-slash keys so that subpaths
// (react/jsx-runtime, react-dom/client) are shared too, each at the version installed in the workspace.
const path = require('node:path');

const rootDir = path.resolve(__dirname, '../..');

function installedVersion(packageName) {
  const local = { '@koinonia/shell-contract': 'packages/shell-contract', '@koinonia/ui': 'packages/ui' }[packageName];
  const manifest = local
    ? path.join(rootDir, local, 'package.json')
    : require.resolve(`${packageName}/package.json`, { paths: [rootDir] });
  return require(manifest).version;
}

/** [package, strictVersion]: strict on React, the router and the shell contract (DESIGN). */
const singletons = [
  ['react', true],
  ['react-dom', true],
  ['react-router', true],
  ['react-router-dom', true],
  ['@tanstack/react-query', false],
  ['@tanstack/query-core', false],
  ['styled-components', false],
  ['@koinonia/shell-contract', true],
  ['@koinonia/ui', false],
];
const withSubpaths = new Set(['react', 'react-dom']);

function sharedModules() {
  const shared = {};
  for (const [packageName, strictVersion] of singletons) {
    const version = installedVersion(packageName);
    const entry = { singleton: true, requiredVersion: version, version, strictVersion };
    shared[packageName] = entry;
    if (withSubpaths.has(packageName)) shared[`${packageName}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedModules, installedVersion };
