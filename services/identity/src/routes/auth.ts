import { Router } from 'express';
import { HttpError, requireUser, type Database } from '@koinonia/service-kit';
import { findUserById, toCurrentUser } from '../store/users';

/** The public /api/auth calls of SPEC §7 that the gateway proxies here. */
export function authRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/auth/user', async (req, res) => {
    const { userId } = requireUser(req.identity);
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, 'Authentication required');
    res.json(toCurrentUser(user));
  });

  router.get('/api/auth/user-role', async (req, res) => {
    const { userId } = requireUser(req.identity);
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, 'Authentication required');
    res.json({ role: user.role });
  });

  return router;
}
