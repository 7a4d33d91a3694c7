import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, SIGNED_IN_HOME, SIGNED_OUT_HOME } from '@koinonia/contracts';
import {
  federationManifest,
  initialRouteFiles,
  publicPageFiles,
  remoteDirOf,
  remoteEagerFiles,
  remoteGlue,
  scriptsWithReactDom,
  shellDirOf,
  totalGzipBytes,
} from './bundle-sizes';

const rootDir = path.resolve(__dirname, '../..');
const KB = 1024;

interface Budgets {
  initialRouteGzipKB: Record<string, number>;
  glueGzipKBPerRemote: number;
}
const budgets = JSON.parse(readFileSync(path.join(rootDir, 'bench/budgets.json'), 'utf8')) as Budgets;

// Signed out, the landing page is the public site's pre-rendered page; signed in, the shell draws the dashboard.
const routes = [
  { name: 'signed-out landing', path: SIGNED_OUT_HOME, files: () => publicPageFiles(rootDir, 'landing').scripts },
  { name: 'signed-in dashboard', path: SIGNED_IN_HOME, files: () => initialRouteFiles(rootDir, SIGNED_IN_HOME) },
];

beforeAll(() => {
  const needed = [path.join(shellDirOf(rootDir), 'index.html'), ...remoteNames.map((name) => path.join(remoteDirOf(rootDir, name), 'mf-manifest.json'))];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The front-end build is missing (${missing.map((file) => path.relative(rootDir, file)).join(', ')}): run \`npx nx run-many -t build\` first (npm test builds before jest).`);
  }
});

describe('bundle budgets (bench/budgets.json)', () => {
  it.each(routes)('keeps the $name ($path) within its gzip JS budget', ({ path: routePath, files }) => {
    const budgetKB = budgets.initialRouteGzipKB[routePath] ?? 0;
    expect(budgetKB).toBeGreaterThan(0);
    const sizeKB = totalGzipBytes(files()) / KB;
    // On failure: shrink what grew, or raise the budget in bench/budgets.json on purpose, saying why.
    expect(Math.round(sizeKB * 10) / 10).toBeLessThanOrEqual(budgetKB);
  });

  it.each([...remoteNames])('keeps the federation glue of %s (mf-manifest.json + remoteEntry.js) within budget', (name) => {
    const glueKB = totalGzipBytes(remoteGlue(remoteDirOf(rootDir, name))) / KB;
    expect(glueKB).toBeLessThanOrEqual(budgets.glueGzipKBPerRemote);
  });
});

describe('the public landing page', () => {
  it('stays under 120 KB of gzip JavaScript, whatever the budget file says', () => {
    expect(totalGzipBytes(publicPageFiles(rootDir, 'landing').scripts) / KB).toBeLessThan(120);
  });

  it('loads its hydration script and the landing page chunk', () => {
    const names = publicPageFiles(rootDir, 'landing').scripts.map((file) => path.basename(file.file));
    expect(names.some((name) => name.startsWith('site.'))).toBe(true);
    expect(names.some((name) => name.startsWith('page-landing.'))).toBe(true);
  });

  it('carries none of the welcome dialog: it is fetched after the page is interactive, and only for whom it shows', () => {
    const scripts = publicPageFiles(rootDir, 'landing').scripts.map((file) => readFileSync(file.file, 'utf8'));
    // The dialog's title key, written once in its shared component (packages/shell-contract/src/welcome-dialog).
    expect(scripts.filter((script) => script.includes('localization.welcomeTitle'))).toEqual([]);
  });
});

describe('one react-dom on the page', () => {
  it('has exactly one copy of react-dom in the shell build', () => {
    expect(scriptsWithReactDom(shellDirOf(rootDir)).map((file) => path.basename(file))).toHaveLength(1);
  });

  it.each([...remoteNames])('loads no react-dom of its own when %s is entered: at most a shared fallback', (name) => {
    const remoteDir = remoteDirOf(rootDir, name);
    const copies = scriptsWithReactDom(remoteDir);
    const eager = new Set(remoteEagerFiles(remoteDir).map((file) => file.file));
    // A copy webpack emits for standalone use is fetched only if the host shares none: it must be a
    // fallback of the shared react-dom singleton, never part of remoteEntry.js or ./Section's own scripts.
    expect(copies.filter((file) => eager.has(file))).toEqual([]);
    if (copies.length > 0) expect(federationManifest(remoteDir).shared.map((shared) => shared.name)).toContain('react-dom');
  });
});
