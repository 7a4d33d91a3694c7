#!/usr/bin/env node
// Shows that what the feature generator writes builds and passes, without touching this working tree: it adds a
// temporary git worktree of HEAD, puts this checkout's generator in it, runs `nx g @koinonia/tools:feature` there,
// then typechecks, lints, prettier-checks and tests what was written, and removes the worktree.
//
//   node tools/generators/feature/verify.mjs [--area=worship] [--name=reading-notes] [--path=/x] [--keep]
//                                            [--with=<path>,<path>…]
//
// --with copies those files or folders of this checkout over HEAD's first (uncommitted work the slice should
// be checked against, e.g. --with=packages/contracts/src,packages/service-kit/src).
// The services' tests use PostgreSQL when DATABASE_URL is set (PGlite otherwise), as every test here does.
// --keep leaves the worktree in place to look around (remove it with `git worktree remove --force <dir>`).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

const options = Object.fromEntries(
  process.argv.slice(2).map((argument) => {
    const [key, value] = argument.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const area = options.area ?? 'worship';
const name = options.name ?? 'reading-notes';

function run(command, args, { cwd, env = {}, quiet = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf-8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (!quiet && result.status !== 0) process.stdout.write(output);
  return { ok: result.status === 0, output, seconds: (Date.now() - started) / 1000 };
}

/** The workspace packages (name → folder), from the root package.json's workspaces. */
function workspacePackages(folder) {
  const { workspaces } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf-8'));
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(folder, pattern.slice(0, -2))).map((entry) => `${pattern.slice(0, -2)}/${entry}`)
      : [pattern],
  );
  return folders
    .filter((entry) => existsSync(join(folder, entry, 'package.json')))
    .map((entry) => [JSON.parse(readFileSync(join(folder, entry, 'package.json'), 'utf-8')).name, entry]);
}

/**
 * node_modules for the worktree: every installed package linked from this checkout's, except the workspace's own
 * (`@koinonia/*`), which point at the worktree's folders, so imports resolve to the generated code.
 */
function linkNodeModules(worktree) {
  const modules = join(worktree, 'node_modules');
  mkdirSync(join(modules, '@koinonia'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@koinonia') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const [packageName, folder] of workspacePackages(worktree)) {
    if (packageName.startsWith('@koinonia/')) symlinkSync(join(worktree, folder), join(modules, packageName));
    // A workspace's own node_modules (versions that differ from the root's), if it has one.
    const own = join(root, folder, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(worktree, folder, 'node_modules'));
  }
}

function removeWorktree(worktree) {
  // The links first, so nothing can follow them into this checkout's node_modules.
  rmSync(join(worktree, 'node_modules'), { recursive: true, force: true });
  for (const [, folder] of workspacePackages(worktree)) rmSync(join(worktree, folder, 'node_modules'), { force: true });
  run('git', ['worktree', 'remove', '--force', worktree], { cwd: root });
  run('git', ['worktree', 'prune'], { cwd: root });
}

const steps = [];
function step(title, result, { expectFailure = false } = {}) {
  const passed = expectFailure ? !result.ok && result.expected : result.ok;
  steps.push({ title, passed, seconds: result.seconds, note: result.note ?? '' });
  console.log(
    `${passed ? 'PASS' : 'FAIL'}  ${title} (${result.seconds.toFixed(1)} s)${result.note ? ` — ${result.note}` : ''}`,
  );
  return passed;
}

const worktree = mkdtempSync(join(tmpdir(), 'koinonia-feature-'));
rmSync(worktree, { recursive: true });
const added = run('git', ['worktree', 'add', '--detach', worktree, 'HEAD'], { cwd: root });
if (!added.ok) process.exit(1);
console.log(`Worktree of HEAD at ${worktree}`);

try {
  // The generator under test is this checkout's, committed or not.
  const overlay = typeof options.with === 'string' ? options.with.split(',').filter(Boolean) : [];
  for (const file of ['tools/generators', 'tools/generators.json', 'tools/package.json', ...overlay]) {
    cpSync(join(root, file), join(worktree, file), { recursive: true });
  }
  if (overlay.length > 0) console.log(`With this checkout's ${overlay.join(', ')}`);
  linkNodeModules(worktree);
  const at = { cwd: worktree };
  const npx = (args, extra = {}) => run('npx', args, { ...at, ...extra });

  const generateArgs = ['nx', 'g', '@koinonia/tools:feature', `--area=${area}`, `--name=${name}`, '--no-interactive'];
  if (options.path) generateArgs.push(`--path=${options.path}`);
  const english = `packages/i18n/src/app/${area}/en.ts`;
  const keysOf = (source) => [...source.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]);
  const keysBefore = new Set(keysOf(readFileSync(join(worktree, english), 'utf-8')));
  const generated = npx(generateArgs);
  console.log(generated.output.trim());
  const created = [...generated.output.matchAll(/^CREATE (\S+)$/gm)].map((match) => match[1]);
  const updated = [...generated.output.matchAll(/^UPDATE (\S+)$/gm)].map((match) => match[1]);
  step(`nx g @koinonia/tools:feature --area=${area} --name=${name}`, {
    ...generated,
    ok: generated.ok && created.length > 0,
    note: `${created.length} files created, ${updated.length} updated`,
  });
  if (created.length === 0) throw new Error('The generator wrote nothing');

  for (const project of ['packages/contracts', `services/${area}`, `mf-${area}`, 'packages/i18n']) {
    step(`tsc -p ${project}`, npx(['tsc', '-p', `${project}/tsconfig.json`, '--noEmit']));
  }
  const code = (files) => files.filter((file) => /\.tsx?$/.test(file) && !file.startsWith('packages/i18n/'));
  step(
    'eslint on the files written and edited',
    npx(['eslint', '--max-warnings=0', ...code(created), ...code(updated)]),
  );
  step('prettier --check on the files written', npx(['prettier', '--check', ...code(created)]));

  // The slice's own tests with the rest of its service and remote, and the checks that read every contract.
  const suites = [
    `services/${area}/src`,
    `mf-${area}/src`,
    'packages/contracts',
    'packages/shell-contract/src/error-text',
    'tools/src/api-surface.test.ts',
  ];
  const jestEnv = { env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' } };
  const jest = npx(['jest', '--ci', ...suites], jestEnv);
  const counts = /^Tests:\s+(.*)$/m.exec(jest.output);
  const sliceTests = created.filter((file) => /\.test\.tsx?$/.test(file)).length;
  step(`jest ${suites.join(' ')} (${sliceTests} of the files written are tests)`, { ...jest, note: counts?.[1] ?? '' });

  // The other languages hold English until someone translates them: packages/i18n's translation tests fail, and
  // every failure must be about the new keys.
  const keys = keysOf(readFileSync(join(worktree, english), 'utf-8')).filter((key) => !keysBefore.has(key));
  const report = join(worktree, 'i18n-report.json');
  const i18n = npx(['jest', '--ci', 'packages/i18n', '--json', `--outputFile=${report}`], { ...jestEnv, quiet: true });
  const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf-8')) : { testResults: [] };
  const failures = results.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed'),
  );
  const unrelated = failures.filter((test) => !keys.some((key) => test.failureMessages.join('\n').includes(key)));
  step(
    'packages/i18n tests fail only on the keys left to translate',
    {
      ...i18n,
      expected: failures.length > 0 && unrelated.length === 0,
      note: `${failures.length} failed, ${unrelated.length} of them about anything else; keys: ${keys.join(', ')}`,
    },
    { expectFailure: true },
  );
  for (const test of unrelated) console.log(`  unrelated failure: ${test.fullName}`);
} catch (error) {
  steps.push({ title: String(error), passed: false, seconds: 0 });
  console.error(error);
} finally {
  if (options.keep) console.log(`Kept ${worktree}`);
  else removeWorktree(worktree);
}

const failed = steps.filter((entry) => !entry.passed);
const total = steps.reduce((sum, entry) => sum + entry.seconds, 0);
console.log(`\n${steps.length - failed.length} passed, ${failed.length} failed (${total.toFixed(0)} s)`);
process.exit(failed.length === 0 ? 0 : 1);
