import { lazy } from 'react';
import { createSection } from '@koinonia/shell-contract';
import { ChurchDashboardPage } from './features/church-dashboard/ChurchDashboardPage';

// Its own chunk, fetched when /member-management is opened (the shell's RemoteSection suspends meanwhile).
const MemberManagementPage = lazy(() =>
  import(/* webpackChunkName: "member-management" */ './features/member-management').then((feature) => ({ default: feature.MemberManagementPage })),
);

/** The admin section: church, group and ministry administration, giving, analytics, communication. */
export default createSection({
  '/admin': ChurchDashboardPage,
  '/member-management': MemberManagementPage,
});
