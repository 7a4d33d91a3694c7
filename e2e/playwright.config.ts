import { defineConfig, devices } from '@playwright/test';

/**
 * The browser tests run against the built app, served the embedded way and — when real PostgreSQL and
 * Redis are configured (CI) — the distributed way too, with the very same specs.
 */
const distributed = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const modes = [{ name: 'embedded', port: 8181 }, ...(distributed ? [{ name: 'distributed', port: 8281 }] : [])];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  projects: modes.map((mode) => ({ name: mode.name, use: { baseURL: `http://localhost:${mode.port}` } })),
  webServer: modes.map((mode) => ({
    command: `node e2e/serve.mjs ${mode.name} ${mode.port}`,
    cwd: '..',
    url: `http://localhost:${mode.port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
