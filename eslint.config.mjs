// Lint: TypeScript rules plus the architecture's boundaries (STYLE "Our layout"): a remote never imports
// another remote, a service never imports another service, packages never import apps.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import routerExports from './packages/mf-config/router-exports.js';

const remotes = ['mf-worship', 'mf-connect', 'mf-serve', 'mf-admin', 'mf-marketing'];
const services = ['gateway', 'identity', 'worship', 'connect', 'serve', 'admin', 'marketing'];
const servicePackage = (name) => (name === 'gateway' ? '@koinonia/gateway' : `@koinonia/${name}-service`);
const apps = ['@koinonia/shell', ...remotes.map((remote) => `@koinonia/${remote}`), ...services.map(servicePackage), '@koinonia/tools'];

// The shared router singletons provide only React Router's declarative API (packages/mf-config/router.mjs):
// any other name would be undefined on the page.
const routerPaths = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  allowImportNames: routerExports,
  message: 'Only the routing API in packages/mf-config/router-exports.js is shared; add a name there and in router.mjs first.',
}));
// One no-restricted-imports setting per file (a later one replaces an earlier one), so each carries the router's.
const routerOnly = { 'no-restricted-imports': ['error', { paths: routerPaths }] };
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { paths: routerPaths, patterns: [{ group: patterns, message }] }],
});

const featuresOf = (remote) => readdirSync(`${remote}/src/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

// Inside a remote, imports run one way: the app (Section.tsx) → features → shared (src/shared). A feature
// never reaches into another feature (the section composes them) nor into the app; shared code into neither.
// The public site's site/ is its app and shared layer: its registry loads the pages, the rest serves them.
const remoteZones = (remote) => [
  ...featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: the section composes them (pass a component or data in).',
  })),
  {
    target: `./${remote}/src/features`,
    from: [`./${remote}/src/Section.tsx`, `./${remote}/src/bootstrap.tsx`],
    message: 'Features never import the app layer (Section.tsx).',
  },
  {
    target: `./${remote}/src/shared`,
    from: [`./${remote}/src/features`, `./${remote}/src/Section.tsx`],
    message: 'Shared code imports neither features nor the app layer.',
  },
];
const siteZones = [
  {
    target: ['./mf-marketing/src/site/*/**', './mf-marketing/src/site/!(page-registry|load-page|SiteRoot).ts?(x)'],
    from: './mf-marketing/src/features',
    message: "The site's shared pieces never import a page: only page-registry.ts knows the pages.",
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.build/**', '.nx/**', '.data/**', 'e2e/.runtime/**', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      ...routerOnly,
      // Stored XSS: user text is rendered by React as text; raw HTML needs a sanitizer and a reviewed exception.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render user text as text; sanitize HTML (DOMPurify) if HTML is truly needed.' },
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...remotes.flatMap(remoteZones), ...siteZones] }],
      // Only this workspace's relative imports: a cycle through a package would be the package's own problem.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrict(
      [...remotes.filter((other) => other !== remote).flatMap((other) => [`@koinonia/${other}`, `**/${other}/**`]), '@koinonia/shell', '**/shell/src/**'],
      'A remote never imports another remote or the shell: use @koinonia/shell-contract.',
    ),
  })),
  ...services.map((service) => ({
    files: [`services/${service}/**`],
    // Integration tests may start the real neighbouring services (the gateway's do).
    ignores: ['**/*.test.ts'],
    rules: restrict(
      services.filter((other) => other !== service).flatMap((other) => [servicePackage(other), `**/services/${other}/**`]),
      'A service never imports another service: call it over HTTP or share a contract in packages/.',
    ),
  })),
  {
    files: ['packages/**'],
    rules: restrict([...apps, '**/services/**', '**/shell/src/**', ...remotes.map((remote) => `**/${remote}/**`)], 'Packages never import apps.'),
  },
  {
    files: ['shell/**'],
    rules: restrict([...remotes.flatMap((remote) => [`@koinonia/${remote}`, `**/${remote}/**`])], 'The shell loads remotes at run time only.'),
  },
);
