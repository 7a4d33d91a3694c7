import type { Database } from '@koinonia/service-kit';

export async function ensureChurch(db: Database, church: { id: string; name: string }): Promise<void> {
  await db('identity.churches').insert(church).onConflict('id').ignore();
}
