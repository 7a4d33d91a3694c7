import { announceUserAccessChanged, announceUserSessionsEnded, defineService, mailerFromEnvironment, publicUrlFromEnvironment } from '@koinonia/service-kit';
import { authRoutes } from './routes/auth';
import { internalRoutes } from './routes/internal';
import { preferenceRoutes } from './routes/preferences';
import { profileRoutes } from './routes/profile';
import { weeklyCheckinRoutes } from './routes/weekly-checkins';
import { accountRecoveryRoutes } from './routes/account-recovery';
import { createEmailRequestLimit } from './routes/email-request-limit';
import { magicLinkRoutes } from './routes/magic-links';
import { onboardingRoutes } from './routes/onboarding';
import { churchMembershipRoutes } from './routes/church-memberships';
import { churchDirectoryRoutes, createClaimCounter } from './churches/routes';
import { createDatabaseChurchDirectoryStore } from './churches/database-store';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';
import { purgeDeadTokenMail } from './store/auth-tokens';
import { notificationEmails } from './notification-emails/notification-emails';

const constant = (value: string) => () => value;

/** Auth, users, roles, preferences (DESIGN "Shape"). */
export const identityService = defineService({
  name: 'identity',
  defaultPort: 4001,
  routes: ({ db, redis, logger, publicUrl }) => [
    ...authRoutes(db),
    ...internalRoutes(db),
    ...preferenceRoutes(db),
    ...profileRoutes({ db, announceAccessChanged: (userId) => announceUserAccessChanged(redis, userId, logger) }),
    ...weeklyCheckinRoutes(db),
    ...accountRecoveryRoutes({
      db,
      mailer: mailerFromEnvironment(db, logger, { outboxTable: 'identity.mail_outbox' }),
      // Read now, so that a service run alone without PUBLIC_URL refuses to start.
      publicUrl: publicUrl ?? constant(publicUrlFromEnvironment()),
      limitEmailRequests: createEmailRequestLimit(redis),
      endSessionsOf: (userId) => announceUserSessionsEnded(redis, userId, logger),
    }),
    ...magicLinkRoutes(db),
    ...onboardingRoutes(db),
    ...churchMembershipRoutes({ db, announceAccessChanged: (userId) => announceUserAccessChanged(redis, userId, logger) }),
    ...churchDirectoryRoutes({
      store: createDatabaseChurchDirectoryStore(db),
      mailer: mailerFromEnvironment(db, logger, { outboxTable: 'identity.mail_outbox' }),
      limitEmailRequests: createEmailRequestLimit(redis),
      countClaim: createClaimCounter(redis),
      announceAccessChanged: (userId) => announceUserAccessChanged(redis, userId, logger),
    }),
  ],
  migrations,
  seedDemoData,
  // person.changed, written by a trigger on identity.users (migration 009): connect keeps its copy of people.
  publishesEvents: true,
  // A notification a member gets by email: connect tells of it, identity knows the address.
  eventHandlers: ({ db, logger, publicUrl }) => ({
    connect: notificationEmails({
      db,
      mailer: mailerFromEnvironment(db, logger, { outboxTable: 'identity.mail_outbox' }),
      publicUrl: publicUrl ?? constant(publicUrlFromEnvironment()),
    }),
  }),
  // Tokens that expired while the service was down leave no link behind in the outbox.
  tidyOnStart: async (db) => void (await purgeDeadTokenMail(db)),
});
