import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { runtimeDir } from './runtime';

/** A message as the services' pickup-directory mailer writes it (e2e/serve.mjs sets MAIL_PICKUP_DIR). */
export interface PickedUpMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest message to an address, waiting up to 10 s for it to be written. */
export async function newestMailTo(testInfo: TestInfo, to: string): Promise<PickedUpMail> {
  const directory = path.join(runtimeDir(testInfo), 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.json')).sort().reverse()) {
      const mail = JSON.parse(await readFile(path.join(directory, name), 'utf8')) as PickedUpMail;
      if (mail.to === to) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${directory}`);
}

export const freshEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
