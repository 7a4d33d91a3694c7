import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPickupDirectoryMailer } from './pickup-directory-mailer';

describe('PickupDirectoryMailer', () => {
  it('writes each message as one JSON file, names sorting oldest first, creating the folder', async () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), 'koinonia-mail-')), 'mail');
    const mailer = createPickupDirectoryMailer({ directory, from: 'hello@koinonia.test' });
    await mailer.send({ to: 'a@example.org', subject: 'First', text: 'one', html: '<p>one</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@example.org', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const files = readdirSync(directory);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    const mails = [...files].sort().map((file) => JSON.parse(readFileSync(path.join(directory, file), 'utf8')));
    expect(mails.map((mail) => mail.subject)).toEqual(['First', 'Second']);
    expect(mails[0]).toMatchObject({ to: 'a@example.org', from: 'hello@koinonia.test', text: 'one', html: '<p>one</p>' });
    expect(Date.parse(mails[0].sentAt)).not.toBeNaN();
  });
});
