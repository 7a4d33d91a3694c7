import { runServiceMain } from '@koinonia/service-kit';
import { serveService } from './app';

runServiceMain(serveService);
