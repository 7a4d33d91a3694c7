// `nx g @koinonia/tools:feature --area=<area> --name=<kebab-name> [--path=/top-level-path]`: a working vertical slice
// in the shape of the prayer wall (docs/architecture.md "Feature slices"): contract endpoints, the service module
// with its migration and tests, the remote's feature folder with its page and test, its strings, and the lines that
// register each. Plain CommonJS so Nx loads it on Node 20 without a TypeScript loader.
const path = require('node:path');
const { generateFiles, logger, OverwriteStrategy } = require('@nx/devkit');
const { checkOptions, declaresEndpointsAsTemplates, describeSlice } = require('./slice');
const registrations = require('./registrations');
const { quote } = require('./source-edits');

const templates = path.join(__dirname, 'files');

/** Writes the slice's own files from the templates beside this file. */
function writeSliceFiles(tree, slice) {
  const substitutions = { ...slice, quote };
  const write = (folder, target) =>
    generateFiles(tree, path.join(templates, folder), target, substitutions, {
      overwriteStrategy: OverwriteStrategy.ThrowIfExisting,
    });
  write('contracts', 'packages/contracts/src');
  write('service', `services/${slice.area}/src`);
  write('migration', `services/${slice.area}/src/migrations`);
  write('remote', `mf-${slice.area}/src/features`);
}

/**
 * Prettier (the workspace's settings) over the files this run created, and only those: the registration files are
 * edited line by line and keep their own layout.
 */
async function formatFiles(tree, paths) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path.join(__dirname, 'generator.js'))) ?? {};
  for (const file of paths.filter((candidate) => /\.tsx?$/.test(candidate))) {
    const source = tree.read(file, 'utf-8');
    tree.write(file, await prettier.format(source, { ...options, filepath: path.join(tree.root, file) }));
  }
}

/** The files of the tree that do not exist yet, among those that `write` writes. */
function filesCreatedBy(tree, write) {
  const changedBefore = new Set(tree.listChanges().map((change) => change.path));
  write();
  return tree
    .listChanges()
    .filter((change) => change.type === 'CREATE' && !changedBefore.has(change.path))
    .map((change) => change.path);
}

/** What is left to a person, printed after the files are written. */
function reminder(tree, slice, written) {
  const keys = slice.strings.map(([key]) => key);
  const lines = [
    `Feature "${slice.fileName}" written for ${slice.area}: ${slice.routePath} in mf-${slice.area}, ${slice.apiPath} in the ${slice.area} service.`,
    '',
    'Before landing:',
    `- Translate ${keys.length} keys in the 30 other language files of ${slice.stringsPath}/ (each holds the English text`,
    '  for now, so everything compiles; packages/i18n/src/app/pending-translations.ts lists them, which lets that',
    '  English stand: take each key off the list as its translations land, as the test fails while a key translated',
    '  in every language is still listed):',
    ...keys.map((key) => `    ${key}`),
  ];
  if (tree.exists('tools/src/security/access-policy.ts')) {
    lines.push(
      `- tools/src/security/access-policy.ts lets any signed-in member call GET and POST ${slice.apiPath}, for their own`,
      '  church: change those entries when you change who may call them (from what the endpoints do, not from their',
      '  access declarations); a route with a path parameter also needs its kind in path-parameters.ts.',
    );
  }
  lines.push(
    `- Give ${slice.routePath} a sidebar item in shell/src/layout/navigation.ts if people should find it there.`,
    '- Check the slice:',
    `    npx tsc -p packages/contracts/tsconfig.json --noEmit && npx tsc -p services/${slice.area}/tsconfig.json --noEmit && npx tsc -p mf-${slice.area}/tsconfig.json --noEmit`,
    `    npx eslint ${slice.servicePath} ${slice.remotePath} ${slice.contractFiles.map((file) => `packages/contracts/src/${file}.ts`).join(' ')}`,
    `    NODE_OPTIONS=--experimental-vm-modules npx jest ${slice.servicePath} ${slice.remotePath} mf-${slice.area}/src/Section.test.tsx  (with DATABASE_URL for PostgreSQL)`,
    '    NODE_OPTIONS=--experimental-vm-modules npx jest packages/i18n tools/src/api-surface.test.ts tools/src/security/access-policy.test.ts tools/src/security/idor-coverage.test.ts',
    '',
    'Registered in:',
    ...written.filter((file) => !file.startsWith(`${slice.stringsPath}/`)).map((file) => `    ${file}`),
    `    ${slice.stringsPath}/ (all ${written.filter((file) => file.startsWith(`${slice.stringsPath}/`)).length} language files)`,
  );
  return lines.join('\n');
}

async function featureGenerator(tree, options) {
  const problem = checkOptions(options);
  if (problem) throw problem;
  const { area } = options;
  if (!declaresEndpointsAsTemplates(tree.read('packages/contracts/src/endpoint.ts', 'utf-8') ?? '')) {
    throw new Error(
      'packages/contracts/src/endpoint.ts no longer has defineEndpoints() and withSchemas(): update the contracts templates of tools/generators/feature',
    );
  }
  const slice = describeSlice(options, {
    migrationNumber: registrations.nextMigrationNumber(tree, area),
    serviceExport: registrations.serviceExportOf(tree, area),
  });
  const problems = registrations.checkRegistrations(tree, slice);
  if (problems.length > 0) throw new Error(`Cannot add the feature "${slice.fileName}":\n- ${problems.join('\n- ')}`);

  const created = filesCreatedBy(tree, () => writeSliceFiles(tree, slice));
  const sectionTestExisted = tree.exists(`mf-${area}/src/Section.test.tsx`);
  const written = [
    registrations.registerContracts(tree, slice),
    registrations.registerErrorCode(tree, slice),
    registrations.registerApiPrefix(tree, slice),
    registrations.registerRoutePath(tree, slice),
    registrations.registerServiceRoutes(tree, slice),
    registrations.registerMigration(tree, slice),
    registrations.registerSection(tree, slice),
    registrations.registerSectionTest(tree, slice),
    ...registrations.registerStrings(tree, slice),
    registrations.registerPendingTranslations(tree, slice),
    registrations.registerAccessPolicy(tree, slice),
  ].filter(Boolean);
  if (!sectionTestExisted) created.push(`mf-${area}/src/Section.test.tsx`);
  await formatFiles(tree, created);

  const message = reminder(tree, slice, written);
  return () => logger.info(message);
}

module.exports = featureGenerator;
module.exports.default = featureGenerator;
module.exports.featureGenerator = featureGenerator;
