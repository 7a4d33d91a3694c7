import { defineService, type Database, type Outbox } from '@koinonia/service-kit';
import { createDatabaseBibleStore } from './bible/database-store';
import { bibleRoutes } from './bible/routes';
import { createDatabaseBibleDiscussionStore } from './bible-discussion/database-store';
import { bibleDiscussionRoutes } from './bible-discussion/routes';
import { createDatabaseBibleStudyStore } from './bible-study/database-store';
import { bibleStudyRoutes } from './bible-study/routes';
import { createDatabaseAudioRoutineStore } from './audio-routines/database-store';
import { audioRoutineRoutes } from './audio-routines/routes';
import { createDatabasePrayerWallStore } from './prayer-wall/database-store';
import { prayerWallRoutes } from './prayer-wall/routes';
import { createPrayerCircleStore } from './prayer-circles/store';
import { prayerCircleRoutes } from './prayer-circles/routes';
import { createReflectionShareStore } from './prayer-circles/reflections-store';
import { migrations } from './migrations';
import { createDatabaseReadingPlanStore } from './reading-plans/database-store';
import { readingPlanRoutes } from './reading-plans/routes';
import { createDatabaseSavedItemsStore } from './saved-items/database-store';
import { savedItemRoutes } from './saved-items/routes';
import { seedDemoData } from './seeds/demo';
import { createDatabaseSoapJournalStore } from './soap-journal/database-store';
import { soapJournalRoutes } from './soap-journal/routes';

/** Bible text, reading plans, devotions, prayers, circles, journal, saved items (DESIGN "Shape"). */
export const worshipService = defineService({
  name: 'worship',
  defaultPort: 4002,
  // Each feature's routes, one line each (`nx g @koinonia/tools:feature` adds one).
  routes: ({ db, outbox }) => [
    ...routesSharingStores(db, outbox),
    ...bibleStudyRoutes(createDatabaseBibleStudyStore(db)),
    ...bibleDiscussionRoutes(createDatabaseBibleDiscussionStore(db)),
    ...readingPlanRoutes(createDatabaseReadingPlanStore(db, outbox)),
    ...audioRoutineRoutes(createDatabaseAudioRoutineStore(db)),
  ],
  migrations,
  seedDemoData,
  // Prayed for, commented on: connect tells the request's author (notifications). Days read, entries saved,
  // requests shared, prayers: the Engagement Board's points.
  publishesEvents: true,
});

/**
 * The features that read each other's records share one store each: a private request's audience is its
 * circles, and saved items read prayers, journal entries and verses. One Bible store keeps one chapter cache.
 */
function routesSharingStores(db: Database, outbox: Outbox) {
  const bible = createDatabaseBibleStore(db);
  const journal = createDatabaseSoapJournalStore(db, outbox);
  const prayers = createDatabasePrayerWallStore(db, outbox);
  const circles = createPrayerCircleStore(db);
  return [
    ...prayerWallRoutes(prayers, circles),
    ...prayerCircleRoutes(circles, prayers, createReflectionShareStore(db)),
    ...bibleRoutes(bible),
    ...soapJournalRoutes(journal),
    ...savedItemRoutes(createDatabaseSavedItemsStore(db), { prayers, journal, bible }),
  ];
}

// The bench's bare baselines (bench/servers/bare-bible-search.mjs, bare-prayers.mjs) run the service's own queries.
export { BIBLE_SEARCH_SQL, bibleSearchBindings, markedParts } from './bible/database-store';
export { wallPageStatement } from './prayer-wall/database-store';
