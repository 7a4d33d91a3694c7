import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { identityService } from '../app';
import { mailerFromEnvironment, publicUrlFromEnvironment } from './mailer-from-environment';

const logger = createLogger('identity');
const message = { to: 'member@example.org', subject: 'Hello', text: 'Hello there', html: '<p>Hello there</p>' };
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await identityService.prepareDatabase(database.db, { seed: false });
});
afterAll(() => database.close());

describe('choosing the mailer (DESIGN "Auth contract")', () => {
  it('keeps mail in identity.mail_outbox by default', async () => {
    await mailerFromEnvironment(database.db, logger, {}).send(message);
    const rows = await database.db('identity.mail_outbox').where({ recipient: 'member@example.org' });
    expect(rows).toEqual([expect.objectContaining({ subject: 'Hello', text_body: 'Hello there', html_body: '<p>Hello there</p>' })]);
  });

  it('writes to MAIL_PICKUP_DIR when it is set', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'koinonia-pickup-'));
    await mailerFromEnvironment(database.db, logger, { MAIL_PICKUP_DIR: directory }).send(message);
    expect(readdirSync(directory)).toHaveLength(1);
  });

  it('uses SMTP when SMTP_URL is set, even with a pickup directory', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'koinonia-pickup-'));
    // Port 9 is closed: the send fails, which shows SMTP was tried and the directory was not used.
    const mailer = mailerFromEnvironment(database.db, logger, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_PICKUP_DIR: directory });
    await expect(mailer.send(message)).rejects.toThrow();
    expect(readdirSync(directory)).toHaveLength(0);
  });

  it('links to PUBLIC_URL, by default http://localhost:8080', () => {
    expect(publicUrlFromEnvironment({})).toBe('http://localhost:8080');
    expect(publicUrlFromEnvironment({ PUBLIC_URL: 'https://app.example.org/' })).toBe('https://app.example.org');
  });
});
