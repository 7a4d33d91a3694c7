import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { EngagementBoardPage } from './pages/EngagementBoardPage';

/** /leaderboard: the Engagement Board (its period and community in the address). */
export function EngagementBoardRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<EngagementBoardPage />} />
    </SectionRoutes>
  );
}
