// What the shell gives every remote of the federation runtime's core (provide-runtime-core.mjs), and so
// all a production remote may take from it: remotes are built with experiments.externalRuntime and read
// @module-federation/runtime-core from the page instead of carrying a copy (17 KB gzip each). These are
// the names a remote's bundler runtime imports; the shell already holds them all for its own runtime, so
// providing them costs it nothing, where providing the whole package (the stock
// inject-external-runtime-core-plugin's `import *`) would add 22 KB to every page. A remote build that
// needs a name not listed here fails (runtime-core-usage-plugin.js).
module.exports = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];
