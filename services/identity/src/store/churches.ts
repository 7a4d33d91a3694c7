import type { Database } from '@koinonia/service-kit';

export async function ensureChurch(db: Database, church: { id: string; name: string }): Promise<void> {
  await db('identity.churches').insert(church).onConflict('id').ignore();
}

export interface ChurchRow {
  id: string;
  name: string;
}

/** A page of churches whose name contains the search text, by name; one row more tells whether more follow. */
export function searchChurches(db: Database, search: { text?: string; offset: number; limit: number }): Promise<ChurchRow[]> {
  const query = db<ChurchRow>('identity.churches').select('id', 'name');
  if (search.text) {
    // LIKE's wildcards in the search text are matched as themselves.
    const escaped = search.text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
    query.whereRaw(`lower(name) like ? escape '\\'`, [`%${escaped}%`]);
  }
  return query.orderByRaw('lower(name), id').offset(search.offset).limit(search.limit + 1);
}

export async function churchExists(db: Database, id: string): Promise<boolean> {
  return (await db('identity.churches').where({ id }).first('id')) !== undefined;
}
