import { runServiceMain } from '@koinonia/service-kit';
import { connectService } from './app';

runServiceMain(connectService);
