import { languagePreferenceRequestSchema, updatePreferencesSchema, type UserPreferences } from '@koinonia/contracts';
import { isSupportedLanguage } from '@koinonia/i18n';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { findPreferences, savePreferences } from '../store/preferences';
import { setPreferredLanguage } from '../store/profiles';

/** SPEC §7: the signed-in user's theme, font size and language, saved on the server (SPEC §4, §6). */
export const preferenceRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/user/preferences',
    access: access.signedIn,
    handle: ({ caller }): Promise<UserPreferences> => findPreferences(db, caller.userId),
  }),
  route({
    method: 'PUT',
    path: '/api/user/preferences',
    access: access.signedIn,
    body: updatePreferencesSchema,
    async handle({ caller, body }): Promise<UserPreferences> {
      const saved = await savePreferences(db, caller.userId, body);
      if (!saved) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      return saved;
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/language',
    access: access.signedIn,
    body: languagePreferenceRequestSchema,
    async handle({ caller, body, res }) {
      // SPEC §5: only a code from the supported list is accepted.
      if (!isSupportedLanguage(body.preferredLanguage)) {
        throw new HttpError(400, `The language "${body.preferredLanguage}" is not supported`);
      }
      if (!(await setPreferredLanguage(db, caller.userId, body.preferredLanguage))) {
        throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      }
      res.status(204).end();
    },
  }),
];
