// Lint: TypeScript rules plus the architecture's boundaries (STYLE "Our layout"): a remote never imports
// another remote, a service never imports another service, packages never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
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
