import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

/** What one file of the pickup directory holds. */
export interface PickedUpMail extends MailMessage {
  from: string;
  sentAt: string;
}

/**
 * A development adapter (the "pickup directory" of many mail servers): each message is written as one JSON
 * file, named so that names sort by time. The browser tests read their mails from it. A file appears whole:
 * it is written under a temporary name and renamed.
 */
export function createPickupDirectoryMailer(options: { directory: string; from: string }): Mailer {
  return {
    async send(message: MailMessage) {
      await mkdir(options.directory, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.getTime().toString().padStart(15, '0')}-${randomUUID()}.json`;
      const mail: PickedUpMail = { ...message, from: options.from, sentAt: sentAt.toISOString() };
      const temporary = path.join(options.directory, `.${name}.tmp`);
      await writeFile(temporary, JSON.stringify(mail, null, 2));
      await rename(temporary, path.join(options.directory, name));
    },
  };
}
