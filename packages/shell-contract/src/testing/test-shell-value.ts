import type { CurrentUser } from '@koinonia/contracts';
import { demoAccount } from '@koinonia/contracts';
import { directionOf, translate, type TranslationDictionary } from '@koinonia/i18n';
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
    theme: {
      mode: 'light',
      preference: 'light',
      setMode: () => undefined,
      fontSize: 'medium',
      setFontSize: () => undefined,
    },
    language: testLanguage('en'),
    toast: () => undefined,
    apiRequest: () => Promise.reject(new Error('No apiRequest given to the test shell')),
    signOut: async () => undefined,
    ...overrides,
  };
}

/**
 * The shell's language as a test reads it: English answers each call's fallback, as the shell does (English loads
 * no dictionary); another language looks keys up in the dictionary given, e.g. appTranslationsFor('ar') from
 * @koinonia/i18n/app.
 */
export function testLanguage(code: string, dictionary: TranslationDictionary = {}): ShellValue['language'] {
  return {
    code,
    dir: directionOf(code),
    isLoading: false,
    t: (key, fallback, values) => translate(key, { core: dictionary, fallback, values }),
    setLanguage: () => undefined,
  };
}
