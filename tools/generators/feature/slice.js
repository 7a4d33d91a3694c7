// What one slice is called in each place it appears: file and type names, paths, the table, the migration, and its
// English strings with their translation keys. The templates and the registrations both read it.
const { names } = require('@nx/devkit');

/** The areas a feature can belong to: each has a remote (mf-<area>), a service and a strings section. */
const areas = ['worship', 'connect', 'serve', 'admin'];

const kebabName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const topLevelPath = /^\/[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The options checked, or an Error saying what is wrong with them. */
function checkOptions({ area, name, path }) {
  if (!areas.includes(area)) return new Error(`--area must be one of ${areas.join(', ')} (got "${area}")`);
  if (!kebabName.test(name ?? '')) return new Error(`--name must be kebab-case, like reading-plans (got "${name}")`);
  if (path !== undefined && !topLevelPath.test(path)) {
    return new Error(`--path must be one top-level path in kebab-case, like /reading-plans (got "${path}")`);
  }
  return null;
}

/** "reading-plans" → "Reading Plans": the screen's title. */
const titleOf = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** The English strings of a slice, by their key's last part; the keys are `<propertyName>.<part>`. */
function englishStrings(title) {
  return {
    title,
    emptyTitle: `Nothing in ${title} yet`,
    emptyBody: 'When someone in your church adds an item, it appears here.',
    addTitle: 'Add an item',
    titleLabel: 'Title',
    titleRequired: 'Give it a title',
    save: 'Add',
    saving: 'Adding…',
    added: `Added to ${title}`,
  };
}

/**
 * Whether packages/contracts declares endpoints as the templates do: defineEndpoints() without zod for the screens,
 * joined to the schemas by withSchemas() for the service (`packages/contracts/src/endpoint.ts`).
 */
const declaresEndpointsAsTemplates = (endpointSource) =>
  /export function defineEndpoints\b/.test(endpointSource) && /export function withSchemas\b/.test(endpointSource);

function describeSlice({ area, name, path }, { migrationNumber, serviceExport }) {
  const { className, propertyName, constantName, fileName } = names(name);
  const title = titleOf(name);
  const snakeName = fileName.replace(/-/g, '_');
  const text = englishStrings(title);
  const churchRequiredCode = `${snakeName}_church_required`;
  const migration = `${String(migrationNumber).padStart(3, '0')}-${fileName}`;
  return {
    area,
    fileName,
    className,
    propertyName,
    constantName,
    snakeName,
    title,
    routePath: path ?? `/${fileName}`,
    apiPath: `/api/${fileName}`,
    serviceExport,
    schema: area,
    table: snakeName,
    migration,
    migrationExport: `create${className}`,
    churchRequiredCode,
    churchRequiredMessage: `Join a church to add to ${title}`,
    text,
    /** Translation key of each string (`keys.title` → 'readingPlans.title'). */
    keys: Object.fromEntries(Object.keys(text).map((part) => [part, `${propertyName}.${part}`])),
    /** Every key the slice adds to its section, with its English text. */
    strings: [
      ...Object.entries(text).map(([part, english]) => [`${propertyName}.${part}`, english]),
      [`error.${churchRequiredCode}`, `Join a church to add to ${title}`],
    ],
    servicePath: `services/${area}/src/${fileName}`,
    remotePath: `mf-${area}/src/features/${fileName}`,
    contractsPath: `packages/contracts/src/${fileName}.ts`,
    /** The zod-free endpoints the remote calls, and the schemas the service mounts them with. */
    contractFiles: [`${fileName}-endpoints`, fileName],
    migrationPath: `services/${area}/src/migrations/${migration}.ts`,
    stringsPath: `packages/i18n/src/app/${area}`,
  };
}

module.exports = { areas, checkOptions, declaresEndpointsAsTemplates, describeSlice, titleOf };
