import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser tests run against the built app. With real PostgreSQL and Redis configured (CI), the whole
 * suite runs against the distributed mode and the tests tagged @smoke against the embedded mode — enough
 * to show the embedded mode works end to end (sign-in, a remote, a write, the public site) without paying
 * for every test twice; without them, the whole suite runs against the embedded mode.
 */
const distributed = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
// E2E_PORT moves the stacks, so two runs on one machine (two people, or a run beside a dev server) do not collide.
const basePort = Number(process.env.E2E_PORT ?? 8181);
const modes = [
  { name: 'embedded', port: basePort, grep: distributed ? /@smoke/ : undefined },
  ...(distributed ? [{ name: 'distributed', port: basePort + 100, grep: undefined }] : []),
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  // One worker per core, but one per mode at most (the projects' own limit below): the tests of one stack
  // share its seeded demo accounts — one spec renames the demo member while others greet her by name — so
  // each stack takes its tests one at a time, and the two stacks run side by side.
  workers: Math.max(1, Math.min(availableParallelism(), modes.length)),
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
    // Recording a trace of every test costs CPU the two cores do not have; in CI a failed test is tried
    // again with its trace on, so a failure still leaves one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The built app registers a service worker, whose own calls page.route cannot see; the offline test allows it.
    serviceWorkers: 'block',
  },
  projects: modes.map((mode) => ({
    name: mode.name,
    ...(mode.grep ? { grep: mode.grep } : {}),
    workers: 1,
    use: { baseURL: `http://localhost:${mode.port}` },
  })),
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
