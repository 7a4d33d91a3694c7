import { defineService } from '@koinonia/service-kit';
import { createDatabaseBibleStore } from './bible/database-store';
import { bibleRoutes } from './bible/routes';
import { createDatabaseBibleDiscussionStore } from './bible-discussion/database-store';
import { bibleDiscussionRoutes } from './bible-discussion/routes';
import { createDatabaseBibleStudyStore } from './bible-study/database-store';
import { bibleStudyRoutes } from './bible-study/routes';
import { createDatabasePrayerWallStore } from './prayer-wall/database-store';
import { prayerWallRoutes } from './prayer-wall/routes';
import { migrations } from './migrations';
import { createDatabaseReadingPlanStore } from './reading-plans/database-store';
import { readingPlanRoutes } from './reading-plans/routes';
import { seedDemoData } from './seeds/demo';
import { createDatabaseSoapJournalStore } from './soap-journal/database-store';
import { soapJournalRoutes } from './soap-journal/routes';

/** Bible text, reading plans, devotions, prayers, circles, journal, saved items (DESIGN "Shape"). */
export const worshipService = defineService({
  name: 'worship',
  defaultPort: 4002,
  // Each feature's routes, one line each (`nx g @koinonia/tools:feature` adds one).
  routes: ({ db }) => [
    ...prayerWallRoutes(createDatabasePrayerWallStore(db)),
    ...bibleRoutes(createDatabaseBibleStore(db)),
    ...bibleStudyRoutes(createDatabaseBibleStudyStore(db)),
    ...bibleDiscussionRoutes(createDatabaseBibleDiscussionStore(db)),
    ...soapJournalRoutes(createDatabaseSoapJournalStore(db)),
    ...readingPlanRoutes(createDatabaseReadingPlanStore(db)),
  ],
  migrations,
  seedDemoData,
});

// The bench's bare baseline (bench/servers/bare-bible-search.mjs) runs the service's own search query.
export { BIBLE_SEARCH_SQL, bibleSearchBindings, markedParts } from './bible/database-store';
