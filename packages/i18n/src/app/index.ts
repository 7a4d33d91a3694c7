// The signed-in app's strings, one folder per section, one file per language: app/<section>/<code>.ts.
// A subpath of its own (@koinonia/i18n/app), so no browser bundle carries the 31 languages: the shell fetches its
// language from GET /api/translations/core/{code}, which serves appTranslationsFor(code).
import { isSupportedLanguage, type LanguageCode } from '../languages';
import { coreTranslations, type CoreTranslations } from './core';
import { shellTranslations, type ShellTranslations } from './shell';
import { accountTranslations, type AccountTranslations } from './account';
import { adminTranslations, type AdminTranslations } from './admin';
import { worshipTranslations, type WorshipTranslations } from './worship';
import { plansTranslations, type PlansTranslations } from './plans';
import { circlesTranslations, type CirclesTranslations } from './circles';
import { savedTranslations, type SavedTranslations } from './saved';
import { audioTranslations, type AudioTranslations } from './audio';
import { connectTranslations, type ConnectTranslations } from './connect';
import { peopleTranslations, type PeopleTranslations } from './people';
import { engagementTranslations, type EngagementTranslations } from './engagement';
import { forumsTranslations, type ForumsTranslations } from './forums';
import { feedTranslations, type FeedTranslations } from './feed';
import { serveTranslations, type ServeTranslations } from './serve';
import { bibleTranslations, type BibleTranslations } from './bible';
import { errorsTranslations, type ErrorsTranslations } from './errors';
import { retiredKeys, type RetiredKey } from './retired-keys';

export type { CoreTranslationKey, CoreTranslations } from './core';
export type { ShellTranslationKey, ShellTranslations } from './shell';
export type { AccountTranslationKey, AccountTranslations } from './account';
export type { AdminTranslationKey, AdminTranslations } from './admin';
export type { WorshipTranslationKey, WorshipTranslations } from './worship';
export type { PlansTranslationKey, PlansTranslations } from './plans';
export type { CirclesTranslationKey, CirclesTranslations } from './circles';
export type { SavedTranslationKey, SavedTranslations } from './saved';
export type { AudioTranslationKey, AudioTranslations } from './audio';
export type { ConnectTranslationKey, ConnectTranslations } from './connect';
export type { PeopleTranslationKey, PeopleTranslations } from './people';
export type { EngagementTranslationKey, EngagementTranslations } from './engagement';
export type { ForumsTranslationKey, ForumsTranslations } from './forums';
export type { FeedTranslationKey, FeedTranslations } from './feed';
export type { ServeTranslationKey, ServeTranslations } from './serve';
export type { BibleTranslationKey, BibleTranslations } from './bible';
export type { ErrorsTranslationKey, ErrorsTranslations } from './errors';

/**
 * Each section's dictionaries by language: core for what the public site, the shell and every section share, shell
 * for the layout, account for the shell's own pages, one per remote (and plans, the reading plans of worship's), bible for the names of the 66 books, and errors
 * for what a failed call says.
 */
export const appSections = {
  core: coreTranslations,
  shell: shellTranslations,
  account: accountTranslations,
  admin: adminTranslations,
  worship: worshipTranslations,
  plans: plansTranslations,
  circles: circlesTranslations,
  saved: savedTranslations,
  audio: audioTranslations,
  connect: connectTranslations,
  people: peopleTranslations,
  engagement: engagementTranslations,
  forums: forumsTranslations,
  feed: feedTranslations,
  serve: serveTranslations,
  bible: bibleTranslations,
  errors: errorsTranslations,
} as const;
export type AppSection = keyof typeof appSections;

/** One language of the signed-in app: every section's strings together, and the retired keys. */
export type AppTranslations = CoreTranslations &
  ShellTranslations &
  AccountTranslations &
  AdminTranslations &
  WorshipTranslations &
  PlansTranslations &
  CirclesTranslations &
  SavedTranslations &
  AudioTranslations &
  ConnectTranslations &
  PeopleTranslations &
  EngagementTranslations &
  ForumsTranslations &
  FeedTranslations &
  ServeTranslations &
  BibleTranslations &
  ErrorsTranslations &
  Readonly<Record<RetiredKey, string>>;

// No two sections share a key (app-translations.test.ts), so the order of the spread decides nothing.
function merged(code: LanguageCode): AppTranslations {
  const sections: Record<string, string> = Object.assign(
    {},
    ...Object.values(appSections).map((section) => section[code]),
  );
  const retired = Object.entries(retiredKeys).map(([key, replacement]) => [key, sections[replacement]]);
  return { ...sections, ...Object.fromEntries(retired) } as AppTranslations;
}

const appTranslationsByCode = new Map<string, AppTranslations>();

/**
 * The merged dictionary of a supported language code (the retired keys of retired-keys.ts included), or undefined
 * for any other code (never an inherited key).
 */
export function appTranslationsFor(code: string): AppTranslations | undefined {
  if (!isSupportedLanguage(code)) return undefined;
  let translations = appTranslationsByCode.get(code);
  if (!translations) appTranslationsByCode.set(code, (translations = merged(code)));
  return translations;
}
