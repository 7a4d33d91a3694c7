import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import type { RenderPrayer } from './components/CircleFeed';
import { CirclePrayerCard } from './components/CirclePrayerCard';
import { JoinCirclePage } from './pages/JoinCirclePage';
import { PrayerCirclePage } from './pages/PrayerCirclePage';
import { PrayerCirclesPage } from './pages/PrayerCirclesPage';

const ownCard: RenderPrayer = (prayer) => <CirclePrayerCard prayer={prayer} />;

/**
 * The prayer circles' screens below /prayer-wall/circles. A circle's feed shows each request as `renderPrayer`
 * draws it: the section hands in the prayer wall's card (a feature never imports another); without it, a plain
 * card of this folder's own.
 */
export function PrayerCircleRoutes({ renderPrayer = ownCard }: { renderPrayer?: RenderPrayer }) {
  return (
    <SectionRoutes>
      <Route index element={<PrayerCirclesPage />} />
      <Route path="join/:code" element={<JoinCirclePage />} />
      <Route path=":circleId" element={<PrayerCirclePage renderPrayer={renderPrayer} />} />
    </SectionRoutes>
  );
}
