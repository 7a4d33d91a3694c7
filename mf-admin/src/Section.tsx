import { lazy } from 'react';
import { createSection } from '@koinonia/shell-contract';
import { ChurchDashboardRoutes } from './features/church-dashboard';

// Its own chunk, fetched when /member-management is first opened.
const MemberManagement = lazy(() => import(/* webpackChunkName: "member-management" */ './features/member-management'));

/** The admin section: church, group and ministry administration, giving, analytics, communication. */
export default createSection({
  '/admin': ChurchDashboardRoutes,
  '/member-management': MemberManagement,
});
