#!/usr/bin/env node
// Shows that what the feature generator writes builds and passes, without touching this working tree: it adds a
// temporary git worktree of HEAD, puts this checkout's generator in it, runs `nx g @koinonia/tools:feature` there,
// then typechecks, lints, prettier-checks and tests what was written, with the suites that read every contract,
// string and route (packages/i18n's translation tests, the API surface, the security policy table and IDOR coverage),
// and removes the worktree.
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
function step(title, result) {
  const passed = result.ok;
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

  for (const project of ['packages/contracts', `services/${area}`, `mf-${area}`, 'packages/i18n', 'tools']) {
    step(`tsc -p ${project}`, npx(['tsc', '-p', `${project}/tsconfig.json`, '--noEmit']));
  }
  // The 31 language files are data, checked by the translation tests; every other file written or edited is linted.
  const languageFile = /^packages\/i18n\/src\/app\/\w+\/[a-z]+\.ts$/;
  const code = (files) => files.filter((file) => /\.tsx?$/.test(file) && !languageFile.test(file));
  step(
    'eslint on the files written and edited',
    npx(['eslint', '--max-warnings=0', ...code(created), ...code(updated)]),
  );
  // The registration files keep their own layout, but for the list of pending keys, which prettier keeps as written.
  const pendingList = 'packages/i18n/src/app/pending-translations.ts';
  const formatted = [...code(created), ...updated.filter((file) => file === pendingList)];
  step('prettier --check on the files written', npx(['prettier', '--check', ...formatted]));

  // The other languages hold English until someone translates them: the new keys must be the ones listed as pending.
  const keys = keysOf(readFileSync(join(worktree, english), 'utf-8')).filter((key) => !keysBefore.has(key));
  const pendingSource = readFileSync(join(worktree, pendingList), 'utf-8');
  const unlisted = keys.filter((key) => !pendingSource.includes(`'${key}',`));
  step(`the ${keys.length} new keys are listed in ${pendingList}`, {
    ok: keys.length > 0 && unlisted.length === 0,
    seconds: 0,
    note: unlisted.length > 0 ? `not listed: ${unlisted.join(', ')}` : keys.join(', '),
  });

  const jestEnv = { env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' } };
  const runJest = (title, suites) => {
    const jest = npx(['jest', '--ci', ...suites], jestEnv);
    const counts = /^Tests:\s+(.*)$/m.exec(jest.output);
    return step(`jest ${suites.join(' ')}${title}`, { ...jest, note: counts?.[1] ?? '' });
  };
  // The slice's own tests with the rest of its service and remote, and the contracts' own checks.
  const sliceTests = created.filter((file) => /\.test\.tsx?$/.test(file)).length;
  runJest(` (${sliceTests} of the files written are tests)`, [
    `services/${area}/src`,
    `mf-${area}/src`,
    'packages/contracts',
    'packages/shell-contract/src/error-text',
  ]);
  // The suites that read every string, contract and route, and so judge the registrations: the translations (with
  // the new keys pending), the API surface, the security policy table against the declarations and against the
  // answers of a running stack (the matrix), and the IDOR coverage of path parameters.
  runJest(' (the suites that read every string and route)', [
    'packages/i18n',
    'tools/src/api-surface.test.ts',
    'tools/src/security/access-policy.test.ts',
    'tools/src/security/idor-coverage.test.ts',
    'tools/src/security/valid-input.test.ts',
    'tools/src/security/authorization-matrix.test.ts',
  ]);
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
