import { createUsers } from './001-users';
import { createAccountTables } from './002-account';
import { createAuthTokens } from './003-auth-tokens';
import { createOnboarding } from './004-onboarding';
import { addOutboxTokenId } from './005-outbox-token';
import { createChurchMemberships } from './006-church-memberships';
import { addPlanTier } from './007-plan-tier';
import { createChurchDirectory } from './008-church-directory';
import { publishPersonChanges } from './009-person-events';
import { createNotificationEmails } from './010-notification-emails';

export const migrations = [createUsers, createAccountTables, createAuthTokens, createOnboarding, addOutboxTokenId, createChurchMemberships, addPlanTier, createChurchDirectory, publishPersonChanges, createNotificationEmails];
