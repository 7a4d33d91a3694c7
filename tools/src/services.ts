import type { ServiceModule } from '@koinonia/service-kit';
import { identityService } from '@koinonia/identity-service';
import { worshipService } from '@koinonia/worship-service';
import { connectService } from '@koinonia/connect-service';
import { serveService } from '@koinonia/serve-service';
import { adminService } from '@koinonia/admin-service';
import { marketingService } from '@koinonia/marketing-service';

/** Every service behind the gateway, in the order they migrate and start. */
export const serviceModules: readonly ServiceModule[] = [
  identityService,
  worshipService,
  connectService,
  serveService,
  adminService,
  marketingService,
];
