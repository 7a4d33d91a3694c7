import type { Server } from 'node:http';
import { createLogger, generateIdentityKeys } from '@koinonia/service-kit';
import { createTestDatabase, createTestRedis } from '@koinonia/service-kit/testing';
import { marketingService } from './app';

describe('starting the marketing service', () => {
  it('deletes the contact messages past their retention once it listens', async () => {
    const database = await createTestDatabase();
    const redis = createTestRedis();
    try {
      await marketingService.prepareDatabase(database.db, { seed: false });
      const row = { kind: 'contact', name: 'Ruth Miller', message: 'Could we talk about small groups?', language: 'en' };
      await database.db('marketing.contact_messages').insert([
        { ...row, email: 'old@example.org', created_at: new Date(Date.now() - 25 * 31 * 24 * 60 * 60_000) },
        { ...row, email: 'new@example.org' },
      ]);
      const deps = { db: database.db, redis: redis.redis, identityPublicKey: generateIdentityKeys().publicKey, logger: createLogger('marketing') };
      // The sweep needs no server; close() resolves once it has run.
      await marketingService.attach!({} as Server, deps).close();
      expect(await database.db('marketing.contact_messages').pluck('email')).toEqual(['new@example.org']);
    } finally {
      await redis.close();
      await database.close();
    }
  });
});
