/**
 * Writes initial-scripts.json: the scripts a page of the shell loads before its first screen, i.e. every
 * chunk reachable from the entry except through imports named "deferred-…" (the shell's own screens, the
 * notification bell and the welcome dialog, which load only when needed or after the first render). The
 * bundle budgets read it; counting every script in dist/ would charge each lazy screen to every page.
 */
const DEFERRED_PREFIX = 'deferred-';
const OUTPUT = 'initial-scripts.json';

class InitialScriptsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('InitialScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialScriptsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          const seen = new Set();
          const visit = (group) => {
            if (seen.has(group) || (group.name ?? '').startsWith(DEFERRED_PREFIX)) return;
            seen.add(group);
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const child of group.childrenIterable) visit(child);
          };
          for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint);
          compilation.emitAsset(OUTPUT, new RawSource(JSON.stringify({ scripts: [...files].sort() }, null, 2)));
        },
      );
    });
  }
}

module.exports = { InitialScriptsPlugin, DEFERRED_PREFIX, INITIAL_SCRIPTS_FILE: OUTPUT };
