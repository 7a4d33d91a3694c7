import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { SocialFeedPage } from './pages/SocialFeedPage';

/** The screens of Social Feed below its path (/social-feed). */
export function SocialFeedRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<SocialFeedPage />} />
    </SectionRoutes>
  );
}
