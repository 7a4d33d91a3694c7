import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { createTestDatabase } from '../testing/database';
import { createMailOutboxTable } from './outbox-mailer';
import { mailerFromEnvironment, publicUrlFromEnvironment } from './mailer-from-environment';

const logger = createLogger('mail-test');
const message = { to: 'member@example.org', subject: 'Hello', text: 'Hello there', html: '<p>Hello there</p>' };
const outboxTable = 'mailtest.mail_outbox';
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.raw('CREATE SCHEMA mailtest');
  await createMailOutboxTable(database.db, 'mailtest');
});
afterAll(() => database.close());

describe('choosing the mailer (DESIGN "Auth contract")', () => {
  it("keeps mail in the calling service's outbox table by default", async () => {
    await mailerFromEnvironment(database.db, logger, { outboxTable, environment: {} }).send(message);
    const rows = await database.db(outboxTable).where({ recipient: 'member@example.org' });
    expect(rows).toEqual([expect.objectContaining({ subject: 'Hello', text_body: 'Hello there', html_body: '<p>Hello there</p>' })]);
  });

  it('writes to MAIL_PICKUP_DIR when it is set', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'koinonia-pickup-'));
    await mailerFromEnvironment(database.db, logger, { outboxTable, environment: { MAIL_PICKUP_DIR: directory } }).send(message);
    expect(readdirSync(directory)).toHaveLength(1);
  });

  it('uses SMTP when SMTP_URL is set, even with a pickup directory', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'koinonia-pickup-'));
    // Port 9 is closed: the send fails, which shows SMTP was tried and the directory was not used.
    const mailer = mailerFromEnvironment(database.db, logger, { outboxTable, environment: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_PICKUP_DIR: directory } });
    await expect(mailer.send(message)).rejects.toThrow();
    expect(readdirSync(directory)).toHaveLength(0);
  });

  it('reads process.env when no environment is given', async () => {
    const previous = process.env.MAIL_PICKUP_DIR;
    const directory = mkdtempSync(path.join(tmpdir(), 'koinonia-pickup-'));
    process.env.MAIL_PICKUP_DIR = directory;
    try {
      await mailerFromEnvironment(database.db, logger, { outboxTable }).send(message);
    } finally {
      if (previous === undefined) delete process.env.MAIL_PICKUP_DIR;
      else process.env.MAIL_PICKUP_DIR = previous;
    }
    expect(readdirSync(directory)).toHaveLength(1);
  });

  it('links to PUBLIC_URL, without its trailing slash', () => {
    expect(publicUrlFromEnvironment({ PUBLIC_URL: 'https://app.example.org/' })).toBe('https://app.example.org');
    expect(publicUrlFromEnvironment({ PUBLIC_URL: 'http://localhost:9090' }, 'http://localhost:8181')).toBe('http://localhost:9090');
  });

  it('requires PUBLIC_URL of a service run alone, in any environment: no default address', () => {
    expect(() => publicUrlFromEnvironment({})).toThrow(/^PUBLIC_URL must be set to the address people reach Koinonia at/);
    expect(() => publicUrlFromEnvironment({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toThrow(/^PUBLIC_URL must be set/);
  });

  it("lets the embedded launcher fall back on its gateway's address, except in production", () => {
    expect(publicUrlFromEnvironment({}, 'http://localhost:8181')).toBe('http://localhost:8181');
    expect(publicUrlFromEnvironment({ NODE_ENV: 'development' }, 'http://localhost:8181/')).toBe('http://localhost:8181');
    expect(() => publicUrlFromEnvironment({ NODE_ENV: 'production' }, 'http://localhost:8181')).toThrow(/^PUBLIC_URL must be set/);
    expect(publicUrlFromEnvironment({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.org' }, 'http://localhost:8181')).toBe('https://app.example.org');
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    expect(() => publicUrlFromEnvironment({ PUBLIC_URL: 'app.example.org' })).toThrow('PUBLIC_URL must be an http:// or https:// address, not "app.example.org"');
    expect(() => publicUrlFromEnvironment({ PUBLIC_URL: 'ftp://app.example.org' })).toThrow(/http:\/\/ or https:\/\//);
  });
});
