import { createSection } from '@koinonia/shell-contract';
import { ServeHubRoutes } from './features/serve-hub';

/** The serve section: the D.I.V.I.N.E. Serve Hub, opportunities, applications, volunteer management. */
export default createSection({
  '/divine': ServeHubRoutes,
});
