import { createSection } from '@koinonia/shell-contract';
import { LandingPage } from './features/landing/LandingPage';

/** The public site: landing, feature pages, about, pricing, contact, support, FAQ, legal. */
export default createSection({
  '/landing': LandingPage,
});
