/**
 * One jest run for every project. Tests import workspace packages from source (the koinonia-source export
 * condition), transpiled by swc; nothing needs building first.
 */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } }];

const project = (displayName, roots, testEnvironment = 'node') => ({
  displayName,
  roots,
  testEnvironment,
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironmentOptions: { customExportConditions: ['koinonia-source', testEnvironment === 'node' ? 'node' : 'browser', 'require', 'default'] },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: testEnvironment === 'jsdom' ? ['<rootDir>/tools/jest-browser-globals.js'] : [],
});

module.exports = {
  // Integration tests start real services (PGlite or PostgreSQL, argon2 seeds): give set-up time.
  testTimeout: 30_000,
  projects: [
    project('node', ['<rootDir>/packages/contracts', '<rootDir>/packages/service-kit', '<rootDir>/packages/i18n', '<rootDir>/packages/mf-config', '<rootDir>/services', '<rootDir>/tools']),
    project('browser', ['<rootDir>/packages/api-client', '<rootDir>/packages/ui', '<rootDir>/packages/shell-contract', '<rootDir>/shell', '<rootDir>/mf-worship', '<rootDir>/mf-connect', '<rootDir>/mf-serve', '<rootDir>/mf-admin', '<rootDir>/mf-marketing'], 'jsdom'),
  ],
};
