import { createSection } from '@koinonia/shell-contract';
import { EventsRoutes } from './features/events';

/** The connect section: communities, forums, feed, churches, events, messages, contacts, leaderboard. */
export default createSection({
  '/events': EventsRoutes,
});
