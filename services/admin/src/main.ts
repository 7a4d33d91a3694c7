import { runServiceMain } from '@koinonia/service-kit';
import { adminService } from './app';

runServiceMain(adminService);
