import { createSection } from '@koinonia/shell-contract';
import { EventsPage } from './features/events/EventsPage';

/** The connect section: communities, forums, feed, churches, events, messages, contacts, leaderboard. */
export default createSection({
  '/events': EventsPage,
});
