import { lazy } from 'react';
import { createSection } from '@koinonia/shell-contract';
import { EventsRoutes } from './features/events';

const People = lazy(() => import('./features/people'));
const Contacts = lazy(() => import('./features/people').then((feature) => ({ default: feature.ContactsRoutes })));
const Communities = lazy(() => import('./features/communities'));
const CommunityHome = lazy(() => import('./features/communities').then((feature) => ({ default: feature.CommunityHomeRoutes })));
const CommunityManagement = lazy(() => import('./features/communities').then((feature) => ({ default: feature.ManagementRoutes })));
const Messages = lazy(() => import('./features/conversations').then((feature) => ({ default: feature.MessagesRoutes })));
const Chat = lazy(() => import('./features/conversations').then((feature) => ({ default: feature.ChatRoutes })));
const Churches = lazy(() => import('./features/churches'));
const ChurchClaiming = lazy(() => import('./features/churches').then((feature) => ({ default: feature.ChurchClaimingRoutes })));
const EngagementBoard = lazy(() => import('./features/engagement-board'));
const SocialFeed = lazy(() => import('./features/social-feed'));
const Forums = lazy(() => import('./features/forums'));

/** The connect section: communities, forums, feed, churches, events, messages, contacts, leaderboard. */
export default createSection({
  '/events': EventsRoutes,
  '/people': People,
  '/contacts': Contacts,
  '/communities': Communities,
  '/community': CommunityHome,
  '/community-management': CommunityManagement,
  '/messages': Messages,
  '/chat': Chat,
  '/churches': Churches,
  '/church-claiming': ChurchClaiming,
  '/leaderboard': EngagementBoard,
  '/social-feed': SocialFeed,
  '/forums': Forums,
});
