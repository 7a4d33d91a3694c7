import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTree } from '@nx/devkit/testing';
import * as prettier from 'prettier';
import featureGenerator from './generator';

const root = join(__dirname, '..', '..', '..');
const languages =
  'en es pt fr ru de fil tl zh it pl uk ig ko id am yo ceb ar hi nl ny ta ml hy ja bn ur ha he fa'.split(' ');

/** What each file of a tree held before the generator ran. */
const before = new WeakMap<Tree, Map<string, string>>();

/** The files the generator reads, copied from this checkout into an in-memory tree. */
function workspaceTree(): Tree {
  const tree = createTree();
  const copy = (path: string) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) for (const entry of readdirSync(absolute)) copy(`${path}/${entry}`);
    else tree.write(path, readFileSync(absolute));
  };
  copy('packages/contracts/src');
  copy('packages/i18n/src/app');
  copy('tools/src/security/access-policy.ts');
  for (const area of ['worship', 'connect', 'serve', 'admin']) {
    copy(`services/${area}/src/app.ts`);
    copy(`services/${area}/src/migrations`);
    copy(`mf-${area}/src/Section.tsx`);
    copy(`mf-${area}/src/Section.test.tsx`);
  }
  before.set(tree, new Map(tree.listChanges().map((change) => [change.path, change.content?.toString('utf-8') ?? ''])));
  return tree;
}

const read = (tree: Tree, path: string) => tree.read(path, 'utf-8') ?? '';
// Every file of an in-memory tree is a change of it, so what the generator did is found by comparison.
const created = (tree: Tree) =>
  tree
    .listChanges()
    .map((change) => change.path)
    .filter((path) => !before.get(tree)!.has(path));
const updated = (tree: Tree) =>
  [...before.get(tree)!].filter(([path, content]) => read(tree, path) !== content).map(([path]) => path);

/** The text of the paths a remote owns in the route table (`...entries('<remote>', …, [ … ])`). */
const routePathsOf = (tree: Tree, remote: string) => {
  const source = read(tree, 'packages/contracts/src/routes.ts');
  const start = source.indexOf(`...entries('${remote}'`);
  return source.slice(start, source.indexOf(']),', start));
};

/** The keys a section lists as awaiting translation in pending-translations.ts (`<section>: [ … ]`). */
const pendingKeysOf = (tree: Tree, section: string) => {
  const source = read(tree, 'packages/i18n/src/app/pending-translations.ts');
  const start = source.indexOf(`  ${section}: [`);
  return [...source.slice(start, source.indexOf(']', start)).matchAll(/'([^']+)'/g)].map((match) => match[1]);
};

const POLICY = 'tools/src/security/access-policy.ts';

const readingNotesKeys = [
  'readingNotes.title',
  'readingNotes.emptyTitle',
  'readingNotes.emptyBody',
  'readingNotes.addTitle',
  'readingNotes.titleLabel',
  'readingNotes.titleRequired',
  'readingNotes.save',
  'readingNotes.saving',
  'readingNotes.added',
  'error.reading_notes_church_required',
];

describe('nx g @koinonia/tools:feature --area=worship --name=reading-notes', () => {
  let tree: Tree;
  let migrationNumber: string;
  let printReminder: () => void;

  beforeAll(async () => {
    tree = workspaceTree();
    const numbers = tree
      .children('services/worship/src/migrations')
      .map((file) => Number(/^(\d+)-/.exec(file)?.[1] ?? 0));
    migrationNumber = String(Math.max(...numbers) + 1).padStart(3, '0');
    printReminder = await featureGenerator(tree, { area: 'worship', name: 'reading-notes' });
  });

  it("writes the slice's files in the prayer wall's shape", () => {
    const contracts = ['packages/contracts/src/reading-notes-endpoints.ts', 'packages/contracts/src/reading-notes.ts'];
    const service = [
      'domain',
      'domain.test',
      'store',
      'database-store',
      'database-store.test',
      'routes',
      'routes.test',
    ];
    const remote = [
      'index.ts',
      'api.ts',
      'routes.tsx',
      'pages/ReadingNotesPage.tsx',
      'pages/ReadingNotesPage.test.tsx',
      'components/ReadingNotesCard.tsx',
      'components/ReadingNotesForm.tsx',
      'testing/fake-reading-notes.ts',
    ];
    expect(created(tree).sort()).toEqual(
      [
        ...contracts,
        ...service.map((file) => `services/worship/src/reading-notes/${file}.ts`),
        `services/worship/src/migrations/${migrationNumber}-reading-notes.ts`,
        ...remote.map((file) => `mf-worship/src/features/reading-notes/${file}`),
      ].sort(),
    );
  });

  it('writes finished code: every template filled in, no TODO or placeholder, formatted as prettier would', async () => {
    const options = await prettier.resolveConfig(join(root, 'package.json'));
    for (const path of created(tree)) {
      const source = read(tree, path);
      expect({ path, leftovers: source.match(/<%|%>|__\w+__|TODO|FIXME|XXX|placeholder|lorem/gi) }).toEqual({
        path,
        leftovers: null,
      });
      expect({ path, formatted: await prettier.check(source, { ...options, filepath: join(root, path) }) }).toEqual({
        path,
        formatted: true,
      });
    }
  });

  it('declares the endpoints in the contracts and gives their prefix to the worship service', () => {
    expect(read(tree, 'packages/contracts/src/index.ts')).toMatch(
      /^export \* from '\.\/reading-notes-endpoints';\nexport \* from '\.\/reading-notes';$/m,
    );
    const endpoints = read(tree, 'packages/contracts/src/reading-notes-endpoints.ts');
    expect(endpoints).toContain('export const readingNotesEndpoints = defineEndpoints<ReadingNotesSchemas>()({');
    expect(endpoints).not.toMatch(/from 'zod'/);
    expect(endpoints.match(/'\/api\/reading-notes'/g)).toHaveLength(2);
    const schemas = read(tree, 'packages/contracts/src/reading-notes.ts');
    expect(schemas).toContain(
      'export const readingNotesContract = withSchemas(readingNotesEndpoints, readingNotesSchemas);',
    );
    expect(read(tree, 'services/worship/src/reading-notes/routes.ts')).toContain(
      'route(readingNotesContract.create, {',
    );
    expect(read(tree, 'packages/contracts/src/api-ownership.ts')).toMatch(
      /^\s*worship: \[[^\]]*'\/api\/prayers', '\/api\/reading-notes'\]/m,
    );
    expect(read(tree, 'packages/contracts/src/errors.ts')).toMatch(
      /\/\/ Reading Notes\n\s*'reading_notes_church_required',\n\] as const;/,
    );
  });

  it('mounts the routes in the service, with the migration in its list', () => {
    const app = read(tree, 'services/worship/src/app.ts');
    expect(app).toContain("import { readingNotesRoutes } from './reading-notes/routes';");
    expect(app).toContain("import { createDatabaseReadingNotesStore } from './reading-notes/database-store';");
    expect(app).toMatch(
      /routes: \(\{ db \}\) => \[\n(\s+\.\.\..*\n)*\s+\.\.\.readingNotesRoutes\(createDatabaseReadingNotesStore\(db\)\),\n\s+\],/,
    );
    const migrations = read(tree, 'services/worship/src/migrations/index.ts');
    expect(migrations).toContain(`import { createReadingNotes } from './${migrationNumber}-reading-notes';`);
    expect(migrations).toMatch(/export const migrations = \[[^\]]*, createReadingNotes\];/);
    const migration = read(tree, `services/worship/src/migrations/${migrationNumber}-reading-notes.ts`);
    expect(migration).toContain(`name: '${migrationNumber}-reading-notes'`);
    expect(migration).toContain(".withSchema('worship').createTable('reading_notes'");
    expect(migration).toContain("table.timestamp('created_at', { useTz: true, precision: 3 })");
    expect(migration).toContain("table.index(['church_id', 'created_at', 'id']");
  });

  it('shows the feature at /reading-notes in the worship section, loaded lazily, with a section test', () => {
    expect(routePathsOf(tree, 'worship')).toContain("'/reading-notes'");
    const section = read(tree, 'mf-worship/src/Section.tsx');
    expect(section).toContain("const ReadingNotes = lazy(() => import('./features/reading-notes'));");
    expect(section).toMatch(/createSection\(\{[^}]*\n {2}'\/reading-notes': ReadingNotes,\n\}\);/);
    const sectionTest = read(tree, 'mf-worship/src/Section.test.tsx');
    expect(sectionTest).toContain(
      "import { fakeReadingNotes, readingNotesItem } from './features/reading-notes/testing/fake-reading-notes';",
    );
    expect(sectionTest).toContain("renderSection(Section, { basePath: '/reading-notes'");
  });

  it('adds the strings to every language of the worship section, in English until translated, and nowhere else', () => {
    for (const code of languages) {
      const dictionary = read(tree, `packages/i18n/src/app/worship/${code}.ts`);
      for (const key of readingNotesKeys)
        expect({ code, key, times: dictionary.split(`'${key}':`).length - 1 }).toEqual({ code, key, times: 1 });
      expect(dictionary).toContain("  'readingNotes.emptyTitle': 'Nothing in Reading Notes yet',\n");
    }
    const strings = updated(tree).filter((path) => path.startsWith('packages/i18n/'));
    expect(strings.sort()).toEqual(
      [
        ...languages.map((code) => `packages/i18n/src/app/worship/${code}.ts`),
        'packages/i18n/src/app/pending-translations.ts',
      ].sort(),
    );
  });

  it('lists the new keys as awaiting translation in the worship section, under the feature, and no others', () => {
    expect(pendingKeysOf(tree, 'worship')).toEqual(readingNotesKeys);
    const pending = read(tree, 'packages/i18n/src/app/pending-translations.ts');
    expect(pending).toContain(
      "  worship: [\n    // Reading Notes\n    'readingNotes.title',\n    'readingNotes.emptyTitle',\n",
    );
    expect(pending).toMatch(/'error\.reading_notes_church_required',\n {2}\],\n/);
    for (const section of ['core', 'shell', 'account', 'admin', 'connect', 'serve', 'errors'])
      expect([section, pendingKeysOf(tree, section)]).toEqual([section, []]);
  });

  it("says in the security harness's policy table that any signed-in member may call its routes, for their church", () => {
    const policy = read(tree, POLICY);
    expect(policy).toContain(
      "\n\n  // Reading Notes (/reading-notes, the worship service): the caller's church's items, as nx g @koinonia/tools:feature wrote them.\n" +
        `  'GET /api/reading-notes': { allowed: signedIn, why: "the caller's church's Reading Notes list: signed-in members, church-scoped" },\n` +
        `  'POST /api/reading-notes': { allowed: signedIn, why: "adds an item to the caller's church's Reading Notes list: signed-in members, church-scoped" },\n};\n`,
    );
    // Only those lines were added.
    const [, policyBefore] = [...before.get(tree)!].find(([path]) => path === POLICY)!;
    const lines = (text: string) => text.split('\n');
    expect(lines(policy).filter((line) => !lines(policyBefore).includes(line))).toEqual([
      expect.stringContaining('// Reading Notes'),
      expect.stringContaining("'GET /api/reading-notes'"),
      expect.stringContaining("'POST /api/reading-notes'"),
    ]);
  });

  it('touches no other file', () => {
    expect(
      updated(tree)
        .filter((path) => !path.startsWith('packages/i18n/'))
        .sort(),
    ).toEqual(
      [
        'mf-worship/src/Section.test.tsx',
        'mf-worship/src/Section.tsx',
        'packages/contracts/src/api-ownership.ts',
        'packages/contracts/src/errors.ts',
        'packages/contracts/src/index.ts',
        'packages/contracts/src/routes.ts',
        'services/worship/src/app.ts',
        'services/worship/src/migrations/index.ts',
        POLICY,
      ].sort(),
    );
  });

  it('reminds which keys are left to translate', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    printReminder();
    const printed = [...info.mock.calls, ...log.mock.calls].flat().join('\n');
    info.mockRestore();
    log.mockRestore();
    expect(printed).toContain('Translate 10 keys in the 30 other language files of packages/i18n/src/app/worship/');
    expect(printed).toContain('packages/i18n/src/app/pending-translations.ts lists them');
    for (const key of readingNotesKeys) expect(printed).toContain(`    ${key}\n`);
    expect(printed).toContain(
      'tools/src/security/access-policy.ts lets any signed-in member call GET and POST /api/reading-notes',
    );
    expect(printed).toContain(`    ${POLICY}\n`);
    expect(printed).toContain('    packages/i18n/src/app/pending-translations.ts\n');
  });

  it('refuses to write the same feature twice', async () => {
    await expect(featureGenerator(tree, { area: 'worship', name: 'reading-notes' })).rejects.toThrow(
      /services\/worship\/src\/reading-notes exists already/,
    );
  });
});

describe('the feature generator in the other areas', () => {
  it('starts a section test, imports lazy and adds a line to a list that spans lines (connect, --path)', async () => {
    const tree = workspaceTree();
    const hadSectionTest = tree.exists('mf-connect/src/Section.test.tsx');
    await featureGenerator(tree, { area: 'connect', name: 'prayer-chains', path: '/chains' });
    expect(read(tree, 'packages/contracts/src/api-ownership.ts')).toMatch(
      /^\s*'\/api\/communities',\n\s*'\/api\/prayer-chains',\n\s*\],/m,
    );
    expect(routePathsOf(tree, 'connect')).toContain("'/chains'");
    const section = read(tree, 'mf-connect/src/Section.tsx');
    expect(section).toMatch(/^import \{[^}]*\blazy\b[^}]*\} from 'react';$/m);
    expect(section).toContain("'/chains': PrayerChains,");
    expect(read(tree, 'services/connect/src/app.ts')).toContain(
      '...prayerChainsRoutes(createDatabasePrayerChainsStore(db)),',
    );
    const sectionTest = read(tree, 'mf-connect/src/Section.test.tsx');
    expect(sectionTest).toContain("renderSection(Section, { basePath: '/chains'");
    if (!hadSectionTest) expect(created(tree)).toContain('mf-connect/src/Section.test.tsx');
    for (const code of languages)
      expect(read(tree, `packages/i18n/src/app/connect/${code}.ts`)).toContain(
        "'prayerChains.title': 'Prayer Chains',",
      );
    expect(pendingKeysOf(tree, 'connect')).toEqual(
      expect.arrayContaining(['prayerChains.title', 'prayerChains.added']),
    );
    expect(pendingKeysOf(tree, 'worship')).toEqual([]);
    expect(read(tree, POLICY)).toContain("'POST /api/prayer-chains': { allowed: signedIn, why: ");
  });

  it('adds to a list of pending keys that has some already, and leaves out the policy where there is no harness', async () => {
    const tree = workspaceTree();
    await featureGenerator(tree, { area: 'serve', name: 'volunteer-notes', path: '/volunteer-notes' });
    tree.delete(POLICY);
    await featureGenerator(tree, { area: 'serve', name: 'shift-swaps' });
    expect(pendingKeysOf(tree, 'serve')).toEqual([
      ...readingNotesKeys.map((key) =>
        key.replace('readingNotes', 'volunteerNotes').replace('reading_notes', 'volunteer_notes'),
      ),
      ...readingNotesKeys.map((key) =>
        key.replace('readingNotes', 'shiftSwaps').replace('reading_notes', 'shift_swaps'),
      ),
    ]);
    expect(read(tree, 'packages/i18n/src/app/pending-translations.ts')).toContain(
      "    'error.volunteer_notes_church_required',\n    // Shift Swaps\n    'shiftSwaps.title',\n",
    );
    expect(tree.exists(POLICY)).toBe(false);
  });

  it('leaves the route table alone when the remote owns the path already (serve)', async () => {
    const tree = workspaceTree();
    const routesBefore = read(tree, 'packages/contracts/src/routes.ts');
    await featureGenerator(tree, { area: 'serve', name: 'volunteer-notes', path: '/volunteer-management' });
    expect(read(tree, 'packages/contracts/src/routes.ts')).toBe(routesBefore);
    expect(read(tree, 'mf-serve/src/Section.tsx')).toContain("'/volunteer-management': VolunteerNotes,");
    expect(read(tree, 'services/serve/src/migrations/index.ts')).toContain('createVolunteerNotes');
  });

  it.each([
    [{ area: 'worship', name: 'Reading_Plans' }, /--name must be kebab-case/],
    [{ area: 'marketing', name: 'reading-plans' }, /--area must be one of worship, connect, serve, admin/],
    [{ area: 'worship', name: 'reading-plans', path: 'reading' }, /--path must be one top-level path/],
    [{ area: 'worship', name: 'reading-plans', path: '/events' }, /\/events belongs to connect/],
    [{ area: 'worship', name: 'reading-plans', path: '/bible' }, /\/bible is redirected/],
    [{ area: 'worship', name: 'prayer-wall' }, /packages\/contracts\/src\/prayer-wall\.ts exists already/],
    [{ area: 'worship', name: 'events' }, /access-policy\.ts has an entry for GET \/api\/events already/],
  ])('refuses %j', async (options, problem) => {
    const tree = workspaceTree();
    await expect(featureGenerator(tree, options)).rejects.toThrow(problem);
    expect([...created(tree), ...updated(tree)]).toEqual([]);
  });
});
