import { createSection } from '@koinonia/shell-contract';
import { ChurchDashboardPage } from './features/church-dashboard/ChurchDashboardPage';

/** The admin section: church, group and ministry administration, giving, analytics, communication. */
export default createSection({
  '/admin': ChurchDashboardPage,
});
