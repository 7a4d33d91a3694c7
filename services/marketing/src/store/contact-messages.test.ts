import { createTestDatabase } from '@koinonia/service-kit/testing';
import { marketingService } from '../app';
import { deleteExpiredContactMessages, saveContactMessage, type ContactMessage } from './contact-messages';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await marketingService.prepareDatabase(database.db, { seed: false });
});
afterAll(() => database.close());

const message = (email: string): ContactMessage => ({
  kind: 'contact',
  name: 'Ruth Miller',
  email,
  message: 'Could we talk about small groups?',
  organization: null,
  congregationSize: null,
  category: null,
  language: 'en',
});

describe('deleteExpiredContactMessages', () => {
  it('deletes the messages older than 24 months and keeps the rest', async () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const ages = { 'old@example.org': '2024-11-23T11:59:59.000Z', 'edge@example.org': '2024-11-23T12:00:00.000Z', 'recent@example.org': '2026-11-01T00:00:00.000Z' };
    for (const [email, createdAt] of Object.entries(ages)) {
      const id = await saveContactMessage(database.db, message(email));
      await database.db('marketing.contact_messages').where({ id }).update({ created_at: new Date(createdAt) });
    }
    expect(await deleteExpiredContactMessages(database.db, now)).toBe(1);
    expect((await database.db('marketing.contact_messages').pluck('email')).sort()).toEqual(['edge@example.org', 'recent@example.org']);
    expect(await deleteExpiredContactMessages(database.db, now)).toBe(0);
  });
});
