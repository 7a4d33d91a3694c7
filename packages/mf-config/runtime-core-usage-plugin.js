/**
 * Fails a remote's build when its code takes from the external federation runtime core a name the shell
 * does not provide (runtime-core-exports.js): the remote would find it undefined on the page. Read from
 * webpack's own record of which exports each import references.
 */
const providedNames = require('./runtime-core-exports');

const EXTERNAL_GLOBAL = '_FEDERATION_RUNTIME_CORE';

class RuntimeCoreUsagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeCoreUsagePlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('RuntimeCoreUsagePlugin', (modules) => {
        const { moduleGraph } = compilation;
        for (const module of modules) {
          if (module.constructor.name !== 'ExternalModule' || !String(module.request).includes(EXTERNAL_GLOBAL)) continue;
          const missing = new Set();
          for (const connection of moduleGraph.getIncomingConnections(module)) {
            if (!connection.dependency) continue;
            for (const reference of connection.dependency.getReferencedExports(moduleGraph, undefined)) {
              const path = Array.isArray(reference) ? reference : reference.name;
              // An empty path is the whole namespace: nothing less than every export would do.
              const name = path[0] ?? `the whole module (from ${connection.originModule?.resource ?? 'unknown'})`;
              if (!providedNames.includes(name)) missing.add(name);
            }
          }
          if (missing.size > 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `This remote takes ${[...missing].join(', ')} from @module-federation/runtime-core, which the shell does not ` +
                  'provide: add it to packages/mf-config/runtime-core-exports.js and provide-runtime-core.mjs.',
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { RuntimeCoreUsagePlugin };
