import { createEvents } from './001-events';
import { createNotifications } from './002-notifications';
import { createCommunities } from './003-communities';

export const migrations = [createEvents, createNotifications, createCommunities];
