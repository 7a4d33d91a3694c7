import { runServiceMain } from '@koinonia/service-kit';
import { worshipService } from './app';

runServiceMain(worshipService);
