import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { CataloguePage } from './pages/CataloguePage';
import { CustomPlanPage } from './pages/CustomPlanPage';
import { PlanDayPage } from './pages/PlanDayPage';
import { PlanPage } from './pages/PlanPage';

/** The reading plans' screens below /bible-reading/plans (SPEC §2 has no route of their own: they are the Bible's). */
export function ReadingPlanRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<CataloguePage />} />
      <Route path="custom" element={<CustomPlanPage />} />
      <Route path=":planId" element={<PlanPage />} />
      <Route path=":planId/days/:day" element={<PlanDayPage />} />
    </SectionRoutes>
  );
}
