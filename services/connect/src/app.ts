import { defineService, objectStorageFromEnvironment } from '@koinonia/service-kit';
import { notificationRoutes } from './routes/notifications';
import { communityRoutes } from './communities/routes';
import { createDatabaseCommunityStore } from './communities/database-store';
import { communityStaffRoutes } from './community-staff/routes';
import { createDatabaseCommunityStaffStore } from './community-staff/database-store';
import { notificationSettingRoutes } from './routes/notification-settings';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';
import { createRealtimeServer } from './realtime';
import { prayerNotifications } from './events/prayer-notifications';
import { handledByEach } from './events/handled-by-each';
import { engagementEvents } from './engagement/engagement-events';
import { engagementRoutes } from './engagement/routes';
import { createDatabaseEngagementStore } from './engagement/database-store';
import { personChanges } from './people/person-changes';
import { peopleRoutes } from './people/routes';
import { createDatabasePeopleStore } from './people/database-store';
import { conversationRoutes, createMessageWriteCounter } from './conversations/routes';
import { createDatabaseConversationStore } from './conversations/database-store';
import { redisPublisher } from './conversations/realtime-publisher';
import { churchEventRoutes } from './church-events/routes';
import { createDatabaseChurchEventStore } from './church-events/database-store';
import { eventReminderHandler } from './church-events/reminders';
import { REMINDER_JOB } from './church-events/domain';
import { createNotifier } from './notifications/notifier';
import { pushSubscriptionRoutes } from './notifications/push/routes';
import { pushJob, PUSH_JOB } from './notifications/push/push-job';
import { pushSetup } from './notifications/push/vapid';
import { createDatabaseSocialFeedStore } from './social-feed/database-store';
import { socialFeedRoutes } from './social-feed/routes';
import { createDatabaseForumsStore } from './forums/database-store';
import { createForumWriteCounter, forumsRoutes } from './forums/routes';

export { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from './realtime';
// The bench's bare baseline runs the feed's own page query.
export { feedPageQuery } from './social-feed/database-store';

/** Communities, forums, events, conversations, contacts, leaderboard, notifications, realtime (DESIGN). */
export const connectService = defineService({
  name: 'connect',
  defaultPort: 4003,
  // Each feature's routes, one line each (`nx g @koinonia/tools:feature` adds one).
  routes: ({ db, redis, logger, jobs, outbox, publicUrl }) => [
    ...churchEventRoutes(createDatabaseChurchEventStore(db), { db, jobs, publicUrl, notifier: createNotifier({ redis, logger, outbox, jobs }) }),
    ...notificationRoutes(db),
    ...communityRoutes(createDatabaseCommunityStore(db)),
    ...communityStaffRoutes(createDatabaseCommunityStaffStore(db)),
    ...notificationSettingRoutes(db),
    ...pushSubscriptionRoutes(db, pushSetup(db).publicKey),
    ...peopleRoutes(createDatabasePeopleStore(db)),
    ...engagementRoutes(createDatabaseEngagementStore(db)),
    ...conversationRoutes({
      store: createDatabaseConversationStore(db, { outbox }),
      publish: redisPublisher(redis, logger),
      logger,
      notifyElsewhere: (notices) => createNotifier({ redis, logger, outbox, jobs }).send(db, notices),
      countWrite: createMessageWriteCounter(redis),
    }),
    ...socialFeedRoutes({
      store: createDatabaseSocialFeedStore(db),
      // Images: files under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set.
      storage: objectStorageFromEnvironment('connect'),
      notify: (notices) => createNotifier({ redis, logger, outbox, jobs }).send(db, notices),
      outbox,
      logger,
    }),
    ...forumsRoutes({
      store: createDatabaseForumsStore(db, { outbox }),
      notify: (notices) => createNotifier({ redis, logger, outbox, jobs }).send(db, notices),
      countWrite: createForumWriteCounter(redis),
    }),
  ],
  migrations,
  seedDemoData,
  // Durable jobs (service-kit's queue in connect.jobs): event reminders, pushes to each browser.
  jobHandlers: (deps) => ({
    [REMINDER_JOB]: eventReminderHandler(createDatabaseChurchEventStore(deps.db), { notifier: createNotifier(deps) }),
    [PUSH_JOB]: pushJob(pushSetup(deps.db).sender),
  }),
  // Notifications by email are identity's to send (notification.email_requested).
  publishesEvents: true,
  // What other services tell: a request prayed for or commented on notifies its author, and what members do
  // earns Engagement Board points; who people are.
  eventHandlers: (deps) => ({ worship: handledByEach(prayerNotifications({ ...deps, notifier: createNotifier(deps) }), engagementEvents(deps)), identity: personChanges(deps) }),
  /** /ws: the realtime server takes the upgrades the gateway forwards. */
  attach(server, { identityPublicKey, redis, logger, db }) {
    const conversations = createDatabaseConversationStore(db);
    const realtime = createRealtimeServer({
      identityPublicKey,
      redis,
      logger,
      conversationMembers: (conversationId) => conversations.memberIds(conversationId),
    });
    server.on('upgrade', realtime.handleUpgrade);
    return realtime;
  },
});
