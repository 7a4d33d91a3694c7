import type { CurrentUser } from '@koinonia/contracts';
import { demoAccount } from '@koinonia/contracts';
import type { ShellValue } from '../shell-context';

/** A signed-in demo member as the auth user call returns it (SPEC §3). */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const member = demoAccount('member');
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    role: member.role,
    username: null,
    preferredLanguage: null,
    profileImageUrl: null,
    emailVerified: true,
    phoneVerified: false,
    isAuthenticated: true,
    country: null,
    ...overrides,
  };
}

/** The shell value a remote sees, with English text and the given user and apiRequest. */
export function createShellValue(overrides: Partial<ShellValue> & { user: CurrentUser | null }): ShellValue {
  return {
    isAuthenticated: overrides.user !== null,
    role: overrides.user?.role ?? null,
    theme: { mode: 'light', preference: 'light', setMode: () => undefined, fontSize: 'medium', setFontSize: () => undefined },
    language: { code: 'en', dir: 'ltr', isLoading: false, t: (key, fallback) => fallback ?? key, setLanguage: () => undefined },
    toast: () => undefined,
    apiRequest: () => Promise.reject(new Error('No apiRequest given to the test shell')),
    signOut: async () => undefined,
    ...overrides,
  };
}
