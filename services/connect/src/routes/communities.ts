import { Router } from 'express';
import type { MyCommunity } from '@koinonia/contracts';
import { requireUser, type Database } from '@koinonia/service-kit';
import { listMyCommunities } from '../store/communities';

export function communityRoutes(db: Database): Router {
  const router = Router();

  /** The caller's own groups and ministries in their church. */
  router.get('/api/communities/mine', async (req, res) => {
    const caller = requireUser(req.identity);
    if (!caller.churchId) {
      res.json([]);
      return;
    }
    const rows = await listMyCommunities(db, { churchId: caller.churchId, userId: caller.userId });
    const communities: MyCommunity[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      description: row.description,
      myRole: row.my_role,
      memberCount: Number(row.member_count),
    }));
    res.json(communities);
  });

  return router;
}
