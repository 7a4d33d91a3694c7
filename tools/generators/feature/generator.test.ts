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

const generatorSampleKeys = [
  'generatorSample.title',
  'generatorSample.emptyTitle',
  'generatorSample.emptyBody',
  'generatorSample.addTitle',
  'generatorSample.titleLabel',
  'generatorSample.titleRequired',
  'generatorSample.save',
  'generatorSample.saving',
  'generatorSample.added',
  'error.generator_sample_church_required',
];

describe('nx g @koinonia/tools:feature --area=worship --name=generator-sample', () => {
  let tree: Tree;
  let migrationNumber: string;
  let printReminder: () => void;

  beforeAll(async () => {
    tree = workspaceTree();
    const numbers = tree
      .children('services/worship/src/migrations')
      .map((file) => Number(/^(\d+)-/.exec(file)?.[1] ?? 0));
    migrationNumber = String(Math.max(...numbers) + 1).padStart(3, '0');
    printReminder = await featureGenerator(tree, { area: 'worship', name: 'generator-sample' });
  });

  it("writes the slice's files in the prayer wall's shape", () => {
    const contracts = ['packages/contracts/src/generator-sample-endpoints.ts', 'packages/contracts/src/generator-sample.ts'];
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
      'pages/GeneratorSamplePage.tsx',
      'pages/GeneratorSamplePage.test.tsx',
      'components/GeneratorSampleCard.tsx',
      'components/GeneratorSampleForm.tsx',
      'testing/fake-generator-sample.ts',
    ];
    expect(created(tree).sort()).toEqual(
      [
        ...contracts,
        ...service.map((file) => `services/worship/src/generator-sample/${file}.ts`),
        `services/worship/src/migrations/${migrationNumber}-generator-sample.ts`,
        ...remote.map((file) => `mf-worship/src/features/generator-sample/${file}`),
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
      /^export \* from '\.\/generator-sample-endpoints';\nexport \* from '\.\/generator-sample';$/m,
    );
    const endpoints = read(tree, 'packages/contracts/src/generator-sample-endpoints.ts');
    expect(endpoints).toContain('export const generatorSampleEndpoints = defineEndpoints<GeneratorSampleSchemas>()({');
    expect(endpoints).not.toMatch(/from 'zod'/);
    expect(endpoints.match(/'\/api\/generator-sample'/g)).toHaveLength(2);
    const schemas = read(tree, 'packages/contracts/src/generator-sample.ts');
    expect(schemas).toContain(
      'export const generatorSampleContract = withSchemas(generatorSampleEndpoints, generatorSampleSchemas);',
    );
    expect(read(tree, 'services/worship/src/generator-sample/routes.ts')).toContain(
      'route(generatorSampleContract.create, {',
    );
    expect(read(tree, 'packages/contracts/src/api-ownership.ts')).toMatch(
      /^\s*worship: \['\/api\/prayers', [^\]]*'\/api\/generator-sample'\]/m,
    );
    expect(read(tree, 'packages/contracts/src/errors.ts')).toMatch(
      /\/\/ Generator Sample\n\s*'generator_sample_church_required',\n\] as const;/,
    );
  });

  it('mounts the routes in the service, with the migration in its list', () => {
    const app = read(tree, 'services/worship/src/app.ts');
    expect(app).toContain("import { generatorSampleRoutes } from './generator-sample/routes';");
    expect(app).toContain("import { createDatabaseGeneratorSampleStore } from './generator-sample/database-store';");
    expect(app).toMatch(
      /routes: \(\{ db(, \w+)* \}\) => \[\n(\s+\.\.\..*\n)*\s+\.\.\.generatorSampleRoutes\(createDatabaseGeneratorSampleStore\(db\)\),\n\s+\],/,
    );
    const migrations = read(tree, 'services/worship/src/migrations/index.ts');
    expect(migrations).toContain(`import { createGeneratorSample } from './${migrationNumber}-generator-sample';`);
    expect(migrations).toMatch(/export const migrations = \[[^\]]*, createGeneratorSample\];/);
    const migration = read(tree, `services/worship/src/migrations/${migrationNumber}-generator-sample.ts`);
    expect(migration).toContain(`name: '${migrationNumber}-generator-sample'`);
    expect(migration).toContain(".withSchema('worship').createTable('generator_sample'");
    expect(migration).toContain("table.timestamp('created_at', { useTz: true, precision: 3 })");
    expect(migration).toContain("table.index(['church_id', 'created_at', 'id']");
  });

  it('shows the feature at /generator-sample in the worship section, loaded lazily, with a section test', () => {
    expect(routePathsOf(tree, 'worship')).toContain("'/generator-sample'");
    const section = read(tree, 'mf-worship/src/Section.tsx');
    expect(section).toContain("const GeneratorSample = lazy(() => import('./features/generator-sample'));");
    expect(section).toMatch(/createSection\(\{[^}]*\n {2}'\/generator-sample': GeneratorSample,\n\}(, \{ background: \w+ \})?\);/);
    const sectionTest = read(tree, 'mf-worship/src/Section.test.tsx');
    expect(sectionTest).toContain(
      "import { fakeGeneratorSample, generatorSampleItem } from './features/generator-sample/testing/fake-generator-sample';",
    );
    expect(sectionTest).toContain("renderSection(Section, { basePath: '/generator-sample'");
  });

  it('adds the strings to every language of the worship section, in English until translated, and nowhere else', () => {
    for (const code of languages) {
      const dictionary = read(tree, `packages/i18n/src/app/worship/${code}.ts`);
      for (const key of generatorSampleKeys)
        expect({ code, key, times: dictionary.split(`'${key}':`).length - 1 }).toEqual({ code, key, times: 1 });
      expect(dictionary).toContain("  'generatorSample.emptyTitle': 'Nothing in Generator Sample yet',\n");
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
    expect(pendingKeysOf(tree, 'worship')).toEqual(generatorSampleKeys);
    const pending = read(tree, 'packages/i18n/src/app/pending-translations.ts');
    expect(pending).toContain(
      "  worship: [\n    // Generator Sample\n    'generatorSample.title',\n    'generatorSample.emptyTitle',\n",
    );
    expect(pending).toMatch(/'error\.generator_sample_church_required',\n {2}\],\n/);
    for (const section of ['core', 'shell', 'account', 'admin', 'connect', 'serve', 'errors'])
      expect([section, pendingKeysOf(tree, section)]).toEqual([section, []]);
  });

  it("says in the security harness's policy table that any signed-in member may call its routes, for their church", () => {
    const policy = read(tree, POLICY);
    expect(policy).toContain(
      "\n\n  // Generator Sample (/generator-sample, the worship service): the caller's church's items, as nx g @koinonia/tools:feature wrote them.\n" +
        `  'GET /api/generator-sample': { allowed: signedIn, why: "the caller's church's Generator Sample list: signed-in members, church-scoped" },\n` +
        `  'POST /api/generator-sample': { allowed: signedIn, why: "adds an item to the caller's church's Generator Sample list: signed-in members, church-scoped" },\n};\n`,
    );
    // Only those lines were added.
    const [, policyBefore] = [...before.get(tree)!].find(([path]) => path === POLICY)!;
    const lines = (text: string) => text.split('\n');
    expect(lines(policy).filter((line) => !lines(policyBefore).includes(line))).toEqual([
      expect.stringContaining('// Generator Sample'),
      expect.stringContaining("'GET /api/generator-sample'"),
      expect.stringContaining("'POST /api/generator-sample'"),
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
    for (const key of generatorSampleKeys) expect(printed).toContain(`    ${key}\n`);
    expect(printed).toContain(
      'tools/src/security/access-policy.ts lets any signed-in member call GET and POST /api/generator-sample',
    );
    expect(printed).toContain(`    ${POLICY}\n`);
    expect(printed).toContain('    packages/i18n/src/app/pending-translations.ts\n');
  });

  it('refuses to write the same feature twice', async () => {
    await expect(featureGenerator(tree, { area: 'worship', name: 'generator-sample' })).rejects.toThrow(
      /services\/worship\/src\/generator-sample exists already/,
    );
  });
});

describe('the feature generator in the other areas', () => {
  it('starts a section test, imports lazy and adds a line to a list that spans lines (connect, --path)', async () => {
    const tree = workspaceTree();
    const hadSectionTest = tree.exists('mf-connect/src/Section.test.tsx');
    await featureGenerator(tree, { area: 'connect', name: 'prayer-chains', path: '/chains' });
    expect(read(tree, 'packages/contracts/src/api-ownership.ts')).toMatch(
      /^\s*'\/api\/[\w-]+',\n\s*'\/api\/prayer-chains',\n\s*\],/m,
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
      ...generatorSampleKeys.map((key) =>
        key.replace('generatorSample', 'volunteerNotes').replace('generator_sample', 'volunteer_notes'),
      ),
      ...generatorSampleKeys.map((key) =>
        key.replace('generatorSample', 'shiftSwaps').replace('generator_sample', 'shift_swaps'),
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
    [{ area: 'worship', name: 'Generator_Refused' }, /--name must be kebab-case/],
    [{ area: 'marketing', name: 'generator-refused' }, /--area must be one of worship, connect, serve, admin/],
    [{ area: 'worship', name: 'generator-refused', path: 'reading' }, /--path must be one top-level path/],
    [{ area: 'worship', name: 'generator-refused', path: '/events' }, /\/events belongs to connect/],
    [{ area: 'worship', name: 'generator-refused', path: '/bible' }, /\/bible is redirected/],
    [{ area: 'worship', name: 'prayer-wall' }, /packages\/contracts\/src\/prayer-wall\.ts exists already/],
    [{ area: 'worship', name: 'events' }, /access-policy\.ts has an entry for GET \/api\/events and POST \/api\/events already/],
  ])('refuses %j', async (options, problem) => {
    const tree = workspaceTree();
    await expect(featureGenerator(tree, options)).rejects.toThrow(problem);
    expect([...created(tree), ...updated(tree)]).toEqual([]);
  });
});
