import type { MyCommunity } from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { listMyCommunities } from '../store/communities';

export const communityRoutes = (db: Database) => [
  /** The caller's own groups and ministries in their church. */
  route({
    method: 'GET',
    path: '/api/communities/mine',
    access: access.signedIn,
    async handle({ caller }): Promise<MyCommunity[]> {
      if (!caller.churchId) return [];
      const rows = await listMyCommunities(db, { churchId: caller.churchId, userId: caller.userId });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        description: row.description,
        myRole: row.my_role,
        memberCount: Number(row.member_count),
      }));
    },
  }),
];
