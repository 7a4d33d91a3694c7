// Where a new slice is registered, one function per file: each reads the file from the tree, adds the slice's line
// and writes it back. `checkRegistrations` runs first and refuses a slice that would clash with one already there.
const {
  SourceShapeError,
  addImport,
  appendToLiteral,
  bracketAfter,
  ensureNamedImport,
  escapeForPattern,
  insertAfterLastLine,
  matchingBracket,
  quote,
  spreadLiteral,
} = require('./source-edits');

const CONTRACTS_INDEX = 'packages/contracts/src/index.ts';
const API_OWNERSHIP = 'packages/contracts/src/api-ownership.ts';
const ROUTE_TABLE = 'packages/contracts/src/routes.ts';
const ERROR_CODES = 'packages/contracts/src/errors.ts';
const STRING_SECTIONS = 'packages/i18n/src/app';
const PENDING_TRANSLATIONS = 'packages/i18n/src/app/pending-translations.ts';
const ACCESS_POLICY = 'tools/src/security/access-policy.ts';

const appOf = (area) => `services/${area}/src/app.ts`;
const migrationsOf = (area) => `services/${area}/src/migrations`;
const sectionOf = (area) => `mf-${area}/src/Section.tsx`;
const sectionTestOf = (area) => `mf-${area}/src/Section.test.tsx`;

function read(tree, path) {
  const content = tree.read(path, 'utf-8');
  if (content === null) throw new Error(`${path} is missing`);
  return content;
}

/** Applies `edit` to a file, naming the file when its shape is not the expected one. */
function edit(tree, path, change) {
  try {
    tree.write(path, change(read(tree, path)));
  } catch (error) {
    if (error instanceof SourceShapeError) {
      throw new Error(`${path}: ${error.message}; register the feature there by hand`, { cause: error });
    }
    throw error;
  }
  return path;
}

/** The owner of each top-level path in the route table ('shell' or a remote), from `...entries(owner, …, [...])`. */
function routeOwners(source) {
  const owners = new Map();
  for (const match of source.matchAll(/\.\.\.entries\('(\w+)', '\w+', \[/g)) {
    const open = match.index + match[0].length - 1;
    for (const [, path] of source.slice(open, matchingBracket(source, open)).matchAll(/'(\/[^']*)'/g))
      owners.set(path, match[1]);
  }
  return owners;
}

/** The export of the area's service (`worshipService`), read from its app.ts. */
function serviceExportOf(tree, area) {
  const match = /^export const (\w+) = defineService\(/m.exec(read(tree, appOf(area)));
  if (!match) throw new Error(`${appOf(area)} does not export a defineService(...) service`);
  return match[1];
}

/** The number the area's next migration takes: one more than the highest `NNN-` file. */
function nextMigrationNumber(tree, area) {
  const numbers = tree
    .children(migrationsOf(area))
    .map((file) => /^(\d+)-.*\.ts$/.exec(file))
    .filter(Boolean)
    .map((match) => Number(match[1]));
  return Math.max(0, ...numbers) + 1;
}

/** The language files of a strings section (`en.ts`, `es.ts`, …), English first. */
function languageFiles(tree, area) {
  const files = tree
    .children(`${STRING_SECTIONS}/${area}`)
    .filter((file) => /^[a-z]+\.ts$/.test(file) && file !== 'index.ts');
  if (!files.includes('en.ts')) throw new Error(`${STRING_SECTIONS}/${area}/en.ts is missing`);
  return ['en.ts', ...files.filter((file) => file !== 'en.ts').sort()].map(
    (file) => `${STRING_SECTIONS}/${area}/${file}`,
  );
}

/** Every problem that stops the slice from being written, as sentences (empty when there is none). */
function checkRegistrations(tree, slice) {
  const problems = [];
  const contractPaths = slice.contractFiles.map((file) => `packages/contracts/src/${file}.ts`);
  for (const path of [...contractPaths, slice.servicePath, slice.remotePath]) {
    if (tree.exists(path)) problems.push(`${path} exists already`);
  }
  const contracts = tree
    .children('packages/contracts/src')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const endpointsName = new RegExp(`\\b${slice.propertyName}Endpoints\\b`);
  const declaring = contracts.find((file) => endpointsName.test(read(tree, `packages/contracts/src/${file}`)));
  if (declaring) problems.push(`packages/contracts/src/${declaring} already declares ${slice.propertyName}Endpoints`);
  if (read(tree, ERROR_CODES).includes(`'${slice.churchRequiredCode}'`)) {
    problems.push(`${ERROR_CODES} has the error code ${slice.churchRequiredCode} already`);
  }
  if (read(tree, API_OWNERSHIP).includes(`'${slice.apiPath}'`))
    problems.push(`${API_OWNERSHIP} already gives ${slice.apiPath} to a service`);
  const routes = read(tree, ROUTE_TABLE);
  const owner = routeOwners(routes).get(slice.routePath);
  if (owner && owner !== slice.area)
    problems.push(`${slice.routePath} belongs to ${owner} in ${ROUTE_TABLE}; choose another --path`);
  if (new RegExp(`^\\s*'${escapeForPattern(slice.routePath)}': '`, 'm').test(routes)) {
    problems.push(`${slice.routePath} is redirected (routeRedirects in ${ROUTE_TABLE}); choose another --path`);
  }
  const section = read(tree, sectionOf(slice.area));
  if (section.includes(`'${slice.routePath}':`))
    problems.push(`${sectionOf(slice.area)} already renders ${slice.routePath}`);
  if (new RegExp(`\\b${slice.className}\\b`).test(section))
    problems.push(`${sectionOf(slice.area)} already names ${slice.className}`);
  const migrations = tree
    .children(migrationsOf(slice.area))
    .map((file) => read(tree, `${migrationsOf(slice.area)}/${file}`));
  if (migrations.some((source) => source.includes(`createTable('${slice.table}'`))) {
    problems.push(`a migration of the ${slice.area} service creates ${slice.schema}.${slice.table} already`);
  }
  for (const sectionName of tree.children(STRING_SECTIONS)) {
    const english = `${STRING_SECTIONS}/${sectionName}/en.ts`;
    if (!tree.exists(english)) continue;
    const taken = slice.strings.map(([key]) => key).filter((key) => read(tree, english).includes(`'${key}'`));
    if (taken.length > 0) problems.push(`${english} has ${taken.join(', ')} already (a key lives in one section only)`);
  }
  if (tree.exists(ACCESS_POLICY)) {
    const policy = read(tree, ACCESS_POLICY);
    const listed = policyRoutes(slice).filter(([route]) => policy.includes(`'${route}'`));
    if (listed.length > 0)
      problems.push(`${ACCESS_POLICY} has an entry for ${listed.map(([route]) => route).join(' and ')} already`);
  }
  return problems;
}

function registerContracts(tree, slice) {
  const lines = slice.contractFiles.map((file) => `export * from './${file}';`).join('\n');
  return edit(tree, CONTRACTS_INDEX, (source) => insertAfterLastLine(source, /^export \* from '[^']+';$/, lines));
}

/** The slice's own error code joins the contract's list, so a client can say it in the reader's language. */
function registerErrorCode(tree, slice) {
  return edit(tree, ERROR_CODES, (source) => {
    const open = bracketAfter(source, /export const errorCodes = \[/, '[', 'export const errorCodes = [...]');
    return appendToLiteral(source, open, quote(slice.churchRequiredCode), slice.title);
  });
}

function registerApiPrefix(tree, slice) {
  return edit(tree, API_OWNERSHIP, (source) => {
    const table = source.indexOf('export const apiOwnership');
    if (table === -1) throw new SourceShapeError('Cannot find apiOwnership');
    const entry = new RegExp(`^\\s*${slice.area}: \\[`, 'm');
    const open = table + bracketAfter(source.slice(table), entry, '[', `the ${slice.area} entry of apiOwnership`);
    return appendToLiteral(source, open, quote(slice.apiPath));
  });
}

/** Adds the path to the remote's paths in the route table, unless the remote owns it already (answers null). */
function registerRoutePath(tree, slice) {
  if (routeOwners(read(tree, ROUTE_TABLE)).get(slice.routePath) === slice.area) return null;
  return edit(tree, ROUTE_TABLE, (source) => {
    const open = bracketAfter(
      source,
      new RegExp(`\\.\\.\\.entries\\('${slice.area}', '\\w+', \\[`),
      '[',
      `the ${slice.area} paths`,
    );
    return appendToLiteral(source, open, quote(slice.routePath));
  });
}

function registerServiceRoutes(tree, slice) {
  return edit(tree, appOf(slice.area), (source) => {
    let changed = addImport(
      source,
      `import { createDatabase${slice.className}Store } from './${slice.fileName}/database-store';`,
    );
    changed = addImport(changed, `import { ${slice.propertyName}Routes } from './${slice.fileName}/routes';`);
    const routes = /\broutes: \(\{[^}]*\bdb\b[^}]*\}\) => /.exec(changed);
    if (!routes) throw new SourceShapeError('Cannot find `routes: ({ db }) => [...]`');
    const line = `...${slice.propertyName}Routes(createDatabase${slice.className}Store(db))`;
    const bodyStart = routes.index + routes[0].length;
    if (changed[bodyStart] === '[') return appendToLiteral(changed, bodyStart, line);
    // A single feature's routes, not yet a list: make it one.
    const bodyEnd = changed.indexOf(',\n', bodyStart);
    const indent = changed.slice(changed.lastIndexOf('\n', routes.index) + 1, routes.index);
    const list = `[\n${indent}  ...${changed.slice(bodyStart, bodyEnd)},\n${indent}  ${line},\n${indent}]`;
    return changed.slice(0, bodyStart) + list + changed.slice(bodyEnd);
  });
}

function registerMigration(tree, slice) {
  return edit(tree, `${migrationsOf(slice.area)}/index.ts`, (source) => {
    const changed = addImport(source, `import { ${slice.migrationExport} } from './${slice.migration}';`);
    const open = bracketAfter(changed, /export const migrations\b[^=]*= \[/, '[', 'export const migrations = [...]');
    return appendToLiteral(changed, open, slice.migrationExport);
  });
}

function registerSection(tree, slice) {
  return edit(tree, sectionOf(slice.area), (source) => {
    let changed = ensureNamedImport(source, 'lazy', 'react');
    // Like every feature but the first screen: its code loads when its path is first entered.
    const lazyFeature = `const ${slice.className} = lazy(() => import('./features/${slice.fileName}'));`;
    changed = insertAfterLastLine(changed, /^const \w+ = lazy\(.*\);$/, lazyFeature);
    const open = bracketAfter(changed, /createSection\(\{/, '{', 'createSection({...})');
    return appendToLiteral(changed, open, `${quote(slice.routePath)}: ${slice.className}`);
  });
}

/** The section's test shows the feature at its path: a case added to Section.test.tsx, or the file itself. */
function registerSectionTest(tree, slice) {
  const path = sectionTestOf(slice.area);
  const fake = `fake${slice.className}`;
  const item = `${slice.propertyName}Item`;
  const testCase = [
    '',
    `describe('${slice.title} in the ${slice.area} section', () => {`,
    `  it('shows ${slice.title} at ${slice.routePath}', async () => {`,
    `    const { apiRequest } = ${fake}([${item}({ title: 'The first one' })]);`,
    `    renderSection(Section, { basePath: '${slice.routePath}', shell: { apiRequest: apiRequest as never } });`,
    `    expect(await screen.findByRole('heading', { name: ${quote(slice.title)} })).toBeTruthy();`,
    `    expect(await screen.findByRole('article', { name: 'The first one' })).toBeTruthy();`,
    '  });',
    '});',
    '',
  ].join('\n');
  const fakeImport = `import { ${fake}, ${item} } from './features/${slice.fileName}/testing/fake-${slice.fileName}';`;
  if (!tree.exists(path)) {
    const imports = [
      "import { screen } from '@testing-library/react';",
      "import { renderSection } from '@koinonia/shell-contract/testing';",
      fakeImport,
      "import Section from './Section';",
    ];
    tree.write(path, `${imports.join('\n')}\n${testCase}`);
    return path;
  }
  return edit(tree, path, (source) => {
    let changed = ensureNamedImport(source, 'screen', '@testing-library/react');
    changed = ensureNamedImport(changed, 'renderSection', '@koinonia/shell-contract/testing');
    if (!/^import Section from '\.\/Section';$/m.test(changed))
      changed = addImport(changed, "import Section from './Section';");
    changed = addImport(changed, fakeImport);
    return `${changed.replace(/\s*$/, '\n')}${testCase}`;
  });
}

/** The slice's strings in every language of its section: English everywhere until they are translated. */
function registerStrings(tree, slice) {
  return languageFiles(tree, slice.area).map((path) =>
    edit(tree, path, (source) =>
      slice.strings.reduce((changed, [key, english]) => {
        const open = bracketAfter(changed, /^const dictionary\b[^=]*= \{/m, '{', 'the dictionary');
        return appendToLiteral(changed, open, `${quote(key)}: ${quote(english)}`);
      }, source),
    ),
  );
}

/**
 * The slice's keys join its section's list of keys awaiting translation (`pending-translations.ts`), under its
 * title, so the translation tests let their English text stand in the other languages until it is translated.
 */
function registerPendingTranslations(tree, slice) {
  return edit(tree, PENDING_TRANSLATIONS, (source) => {
    const table = source.indexOf('export const pendingTranslations');
    if (table === -1) throw new SourceShapeError('Cannot find pendingTranslations');
    const entry = new RegExp(`^\\s*${slice.area}: \\[`, 'm');
    const open =
      table + bracketAfter(source.slice(table), entry, '[', `the ${slice.area} entry of pendingTranslations`);
    return slice.strings.reduce(
      (changed, [key], index) => appendToLiteral(changed, open, quote(key), index === 0 ? slice.title : undefined),
      spreadLiteral(source, open),
    );
  });
}

/** The policy table's entries for the slice's routes: `METHOD /path` and what the endpoint does. */
function policyRoutes(slice) {
  return [
    [`GET ${slice.apiPath}`, `the caller's church's ${slice.title} list: signed-in members, church-scoped`],
    [
      `POST ${slice.apiPath}`,
      `adds an item to the caller's church's ${slice.title} list: signed-in members, church-scoped`,
    ],
  ];
}

/**
 * The security harness's policy table (`tools/src/security/access-policy.ts`) says who may call the slice's routes,
 * from what they do: any signed-in member, confined to their own church (a member with no church reads an empty list
 * and may not add). The routes take no path parameter, so path-parameters.ts needs no kind for them. Answers null
 * in a workspace without the harness.
 */
function registerAccessPolicy(tree, slice) {
  if (!tree.exists(ACCESS_POLICY)) return null;
  return edit(tree, ACCESS_POLICY, (source) => {
    const changed = ensureNamedImport(source, 'signedIn', './policy-levels');
    const table = changed.indexOf('export const accessPolicy');
    if (table === -1) throw new SourceShapeError('Cannot find accessPolicy');
    const open = table + bracketAfter(changed.slice(table), /= \{/, '{', 'export const accessPolicy = {...}');
    const comment = `${slice.title} (${slice.routePath}, the ${slice.area} service): the caller's church's items, as nx g @koinonia/tools:feature wrote them.`;
    return policyRoutes(slice).reduce(
      (edited, [route, why], index) =>
        appendToLiteral(
          edited,
          open,
          `${quote(route)}: { allowed: signedIn, why: ${quote(why)} }`,
          index === 0 ? comment : undefined,
          { blankLineBefore: index === 0 },
        ),
      changed,
    );
  });
}

module.exports = {
  checkRegistrations,
  languageFiles,
  nextMigrationNumber,
  registerAccessPolicy,
  registerApiPrefix,
  registerContracts,
  registerErrorCode,
  registerMigration,
  registerPendingTranslations,
  registerRoutePath,
  registerSection,
  registerSectionTest,
  registerServiceRoutes,
  registerStrings,
  serviceExportOf,
};
