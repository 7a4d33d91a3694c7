import { defineService } from '@koinonia/service-kit';
import { eventRoutes } from './routes/events';
import { notificationRoutes } from './routes/notifications';
import { communityRoutes } from './routes/communities';
import { staffRoutes } from './routes/staff';
import { notificationSettingRoutes } from './routes/notification-settings';
import { migrations } from './migrations';
import { seedDemoData } from './seeds/demo';
import { createRealtimeServer } from './realtime';
import { prayerNotifications } from './events/prayer-notifications';
import { personChanges } from './people/person-changes';

export { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from './realtime';

/** Communities, forums, events, conversations, contacts, leaderboard, notifications, realtime (DESIGN). */
export const connectService = defineService({
  name: 'connect',
  defaultPort: 4003,
  // Each feature's routes, one line each (`nx g @koinonia/tools:feature` adds one).
  routes: ({ db }) => [
    ...eventRoutes(db),
    ...notificationRoutes(db),
    ...communityRoutes(db),
    ...staffRoutes(db),
    ...notificationSettingRoutes(db),
  ],
  migrations,
  seedDemoData,
  // What other services tell: a request prayed for or commented on notifies its author; who people are.
  eventHandlers: (deps) => ({ worship: prayerNotifications(deps), identity: personChanges(deps) }),
  /** /ws: the realtime server takes the upgrades the gateway forwards. */
  attach(server, { identityPublicKey, redis, logger }) {
    const realtime = createRealtimeServer({ identityPublicKey, redis, logger });
    server.on('upgrade', realtime.handleUpgrade);
    return realtime;
  },
});
