import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as runtimeCore from '@module-federation/runtime-core';
import webpack from 'webpack';
import { RuntimeCoreUsagePlugin } from './runtime-core-usage-plugin';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const listed: string[] = require('./runtime-core-exports');

const provided = /import \{([^}]*)\} from '@module-federation\/runtime-core'/
  .exec(readFileSync(path.join(__dirname, 'provide-runtime-core.mjs'), 'utf8'))![1]!
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** Builds an entry the way a production remote is built: runtime-core external, the usage check on. */
function buildRemoteLike(source: string): Promise<string[]> {
  const projectDir = mkdtempSync(path.join(tmpdir(), 'koinonia-runtime-core-'));
  writeFileSync(path.join(projectDir, 'index.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: projectDir,
    entry: './index.js',
    output: { path: path.join(projectDir, 'dist') },
    externalsType: 'global',
    externals: { '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE' },
    plugins: [new RuntimeCoreUsagePlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats.compilation.errors.map((problem) => problem.message)))),
  );
}

describe("the federation runtime's core the shell provides to remotes", () => {
  it('provides exactly the listed names, each one runtime-core really exports', () => {
    expect([...provided].sort()).toEqual([...listed].sort());
    for (const name of listed) expect(runtimeCore).toHaveProperty(name);
  });

  it('lets a remote build that takes only provided names', async () => {
    expect(await buildRemoteLike("import { loadScript, satisfy } from '@module-federation/runtime-core';\nconsole.log(loadScript, satisfy);")).toEqual([]);
  });

  it('fails a remote build that takes a name the shell does not provide, or the whole module', async () => {
    const [problem] = await buildRemoteLike("import { getRegisteredShare } from '@module-federation/runtime-core';\nconsole.log(getRegisteredShare);");
    expect(problem).toMatch(/takes getRegisteredShare from @module-federation\/runtime-core/);
    const [whole] = await buildRemoteLike("import * as core from '@module-federation/runtime-core';\nconsole.log(core);");
    expect(whole).toMatch(/takes the whole module/);
  });
});
