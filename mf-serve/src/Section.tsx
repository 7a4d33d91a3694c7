import { createSection } from '@koinonia/shell-contract';
import { ServeHubPage } from './features/serve-hub/ServeHubPage';

/** The serve section: the D.I.V.I.N.E. Serve Hub, opportunities, applications, volunteer management. */
export default createSection({
  '/divine': ServeHubPage,
});
