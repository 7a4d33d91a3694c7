import { createEvents } from './001-events';
import { createNotifications } from './002-notifications';
import { createCommunities } from './003-communities';
import { createCommunityStaff } from './004-community-staff';
import { createNotificationSettings } from './005-notification-settings';
import { createPeople } from './006-people';

export const migrations = [createEvents, createNotifications, createCommunities, createCommunityStaff, createNotificationSettings, createPeople];
