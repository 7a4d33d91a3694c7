import { runServiceMain } from '@koinonia/service-kit';
import { marketingService } from './app';

runServiceMain(marketingService);
