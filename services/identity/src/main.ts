import { runServiceMain } from '@koinonia/service-kit';
import { identityService } from './app';

runServiceMain(identityService);
