import {
  idParamsSchema,
  updateProfileRequestSchema,
  USERNAME_TAKEN_MESSAGE,
  type CurrentUser,
} from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { toCurrentUser } from '../store/users';
import { updateProfile } from '../store/profiles';
import { findProfileImage, removeProfileImage, replaceProfileImage } from '../store/profile-images';
import { readImageUpload } from './image-upload';

/** A year: an image's id changes with every upload, so a stored copy never goes stale. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const signedOut = () => new HttpError(401, 'Authentication required', { code: 'not_signed_in' });

/** /profile: the caller's names, username and photo (SPEC §2 Account, §3 Current user). */
export const profileRoutes = ({ db, announceAccessChanged }: { db: Database; announceAccessChanged(userId: string): Promise<void> }) => [
  route({
    method: 'PATCH',
    path: '/api/user/profile',
    access: access.signedIn,
    body: updateProfileRequestSchema,
    async handle({ caller, body }): Promise<CurrentUser> {
      const updated = await updateProfile(db, caller.userId, body);
      if (updated === 'username-taken') {
        throw new HttpError(409, USERNAME_TAKEN_MESSAGE, {
          code: 'username_taken',
          issues: [{ path: 'username', message: USERNAME_TAKEN_MESSAGE, code: 'username_taken' }],
        });
      }
      if (!updated) throw signedOut();
      // Sessions carry the name the gateway asserts to services (who wrote a prayer, a post): refresh them.
      if (body.firstName !== undefined || body.lastName !== undefined) await announceAccessChanged(caller.userId);
      return toCurrentUser(updated);
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/profile-image',
    access: access.signedIn,
    async handle({ caller, req }): Promise<CurrentUser> {
      const image = await readImageUpload(req);
      const updated = await replaceProfileImage(db, caller.userId, image);
      if (!updated) throw signedOut();
      return toCurrentUser(updated);
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/user/profile-image',
    access: access.signedIn,
    async handle({ caller }): Promise<CurrentUser> {
      const updated = await removeProfileImage(db, caller.userId);
      if (!updated) throw signedOut();
      return toCurrentUser(updated);
    },
  }),
  // Public: an avatar is shown to everyone who sees the person. Its id is random and only ever reaches
  // others through the profile that shows it.
  route({
    method: 'GET',
    path: '/api/user/profile-images/:id',
    access: access.public,
    params: idParamsSchema,
    async handle({ params, res }) {
      const image = await findProfileImage(db, params.id);
      if (!image) throw new HttpError(404, 'Image not found', { code: 'not_found' });
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Content-Length', image.bytes.length);
      res.setHeader('Cache-Control', IMMUTABLE_CACHE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Served from our origin: even if a browser were to render it as a document, it may run nothing.
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.status(200).end(image.bytes);
    },
  }),
];
