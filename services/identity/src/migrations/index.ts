import { createUsers } from './001-users';
import { createAccountTables } from './002-account';
import { createAuthTokens } from './003-auth-tokens';
import { createOnboarding } from './004-onboarding';

export const migrations = [createUsers, createAccountTables, createAuthTokens, createOnboarding];
