import {
  churchListQuerySchema,
  churchMembershipMessages,
  onboardingStepBodySchema,
  onboardingStepBodySchemas,
  onboardingStepParamsSchema,
  USERNAME_TAKEN_MESSAGE,
  type ChurchPage,
  type OnboardingState,
  type OnboardingStep,
} from '@koinonia/contracts';
import { isSupportedLanguage } from '@koinonia/i18n';
import { access, HttpError, parse, route, type Database } from '@koinonia/service-kit';
import { churchExists, searchChurches } from '../store/churches';
import {
  findOnboarding,
  isUsernameTaken,
  recordOnboardingStep,
  setPreferredLanguage,
  updateNames,
} from '../store/onboarding';
import { findUserById, type UserRow } from '../store/users';
import { findJoinRequestOf, requestToJoin } from '../store/church-memberships';

export const UNSUPPORTED_LANGUAGE_MESSAGE = 'Choose one of the supported languages';
export const UNKNOWN_CHURCH_MESSAGE = 'Choose a church from the list';
export const CHURCH_ALREADY_SET_MESSAGE = churchMembershipMessages.alreadyMember;

async function currentUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
  return user;
}

async function onboardingState(db: Database, userId: string): Promise<OnboardingState> {
  const [user, progress, request] = await Promise.all([currentUser(db, userId), findOnboarding(db, userId), findJoinRequestOf(db, userId)]);
  return {
    completedSteps: progress?.completed_steps ?? [],
    completedAt: progress?.completed_at ? progress.completed_at.toISOString() : null,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    churchId: user.church_id,
    pendingChurch: request ? { id: request.church_id, name: request.church_name } : null,
    interests: progress?.interests ?? [],
    preferredLanguage: user.preferred_language,
  };
}

/** Saves one step's answer; each step's body is parsed with that step's own schema. */
async function saveStep(db: Database, user: UserRow, step: OnboardingStep, body: unknown): Promise<void> {
  switch (step) {
    case 'profile': {
      const profile = parse(onboardingStepBodySchemas.profile, body);
      if (profile.username && (await isUsernameTaken(db, profile.username, user.id))) {
        throw new HttpError(409, USERNAME_TAKEN_MESSAGE, {
          code: 'username_taken',
          issues: [{ path: 'username', message: USERNAME_TAKEN_MESSAGE, code: 'username_taken' }],
        });
      }
      await updateNames(db, user.id, profile);
      return recordOnboardingStep(db, user.id, step);
    }
    case 'church': {
      const { churchId } = parse(onboardingStepBodySchemas.church, body);
      // Skipping (null) keeps whatever church the member has.
      if (churchId !== null && churchId !== user.church_id) {
        // Roles are held within a church: moving a leader or admin would carry their role into another church.
        if (user.church_id !== null) throw new HttpError(409, CHURCH_ALREADY_SET_MESSAGE, { code: 'church_already_set' });
        if (!(await churchExists(db, churchId))) {
          throw new HttpError(400, UNKNOWN_CHURCH_MESSAGE, {
            code: 'validation_failed',
            issues: [{ path: 'churchId', message: UNKNOWN_CHURCH_MESSAGE, code: 'unknown_church' }],
          });
        }
        // Choosing a church asks to join it: its staff accept the member, who sees it as a visitor until then.
        await requestToJoin(db, user.id, churchId);
      }
      return recordOnboardingStep(db, user.id, step);
    }
    case 'interests': {
      const { interests } = parse(onboardingStepBodySchemas.interests, body);
      return recordOnboardingStep(db, user.id, step, { interests });
    }
    case 'language': {
      const { preferredLanguage } = parse(onboardingStepBodySchemas.language, body);
      // SPEC §5: only a code of the supported list is accepted.
      if (!isSupportedLanguage(preferredLanguage)) {
        throw new HttpError(400, UNSUPPORTED_LANGUAGE_MESSAGE, {
          code: 'validation_failed',
          issues: [{ path: 'preferredLanguage', message: UNSUPPORTED_LANGUAGE_MESSAGE, code: 'unsupported_language' }],
        });
      }
      await setPreferredLanguage(db, user.id, preferredLanguage);
      return recordOnboardingStep(db, user.id, step);
    }
  }
}

/** SPEC §2 /onboarding/{step}: profile, church, interests and language, each saved as the member goes. */
export const onboardingRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/user/onboarding',
    access: access.signedIn,
    handle: ({ caller }): Promise<OnboardingState> => onboardingState(db, caller.userId),
  }),
  route({
    method: 'PUT',
    path: '/api/user/onboarding/:step',
    access: access.signedIn,
    params: onboardingStepParamsSchema,
    body: onboardingStepBodySchema,
    async handle({ caller, params: { step }, req }): Promise<OnboardingState> {
      const user = await currentUser(db, caller.userId);
      await db.transaction((transaction) => saveStep(transaction, user, step, req.body));
      return onboardingState(db, caller.userId);
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/churches',
    access: access.signedIn,
    query: churchListQuerySchema,
    async handle({ query: { q, offset, limit } }): Promise<ChurchPage> {
      const rows = await searchChurches(db, { text: q, offset, limit });
      return {
        items: rows.slice(0, limit).map((row) => ({ id: row.id, name: row.name })),
        nextOffset: rows.length > limit ? offset + limit : null,
      };
    },
  }),
];
