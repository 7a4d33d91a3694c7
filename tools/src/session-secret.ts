import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** SESSION_SECRET, or one made once and kept in the data folder so sessions survive a restart. */
export function sessionSecretFor(dataDir: string | undefined): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
