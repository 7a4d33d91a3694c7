import { createEvents } from './001-events';
import { createNotifications } from './002-notifications';
import { createCommunities } from './003-communities';
import { createCommunityStaff } from './004-community-staff';
import { createNotificationSettings } from './005-notification-settings';
import { createPeople } from './006-people';
import { createCommunityDirectory } from './007-community-directory';
import { createConversations } from './008-conversations';
import { createEventDetails, createJobs } from './009-event-details';
import { createPeopleDirectory } from './010-people-directory';
import { createEngagement } from './011-engagement';
import { createNotificationDelivery } from './012-notification-delivery';
import { createSocialFeed } from './014-social-feed';
import { createForums } from './013-forums';
import { createJobKeyPrefixes } from './015-job-key-prefixes';
import { createMessageEdits } from './016-message-edits';
import { createForumPostEdits } from './017-forum-post-edits';

export const migrations = [createEvents, createNotifications, createCommunities, createCommunityStaff, createNotificationSettings, createPeople, createCommunityDirectory, createConversations, createEventDetails, createJobs, createPeopleDirectory, createEngagement, createNotificationDelivery, createForums, createSocialFeed, createJobKeyPrefixes, createMessageEdits, createForumPostEdits];
