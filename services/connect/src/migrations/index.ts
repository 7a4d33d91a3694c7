import { createEvents } from './001-events';
import { createNotifications } from './002-notifications';

export const migrations = [createEvents, createNotifications];
