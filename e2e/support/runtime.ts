import path from 'node:path';
import type { TestInfo } from '@playwright/test';

/** The stack's own folder, as e2e/serve.mjs makes it: e2e/.runtime/<mode>-<port>. */
export function runtimeDir(testInfo: TestInfo): string {
  const port = new URL(String(testInfo.project.use.baseURL)).port;
  return path.resolve(__dirname, '..', '.runtime', `${testInfo.project.name}-${port}`);
}
