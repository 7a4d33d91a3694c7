import { FALLBACK_COUNTRY_CODE, LOCALIZATION_PROMPT_RESHOW_MS, type LocalizationData } from '@koinonia/contracts';

export interface PromptSituation {
  data: LocalizationData | undefined;
  handledThisSession: boolean;
  /** The signed-in user's country, null when unknown or signed out. */
  userCountry: string | null | undefined;
  /** When the prompt was last shown (ms since the epoch), null when never or unreadable. */
  lastShownAt: number | null;
  now: number;
}

/** SPEC §5, the two conditions the browser itself remembers: handled this session, shown less than 30 days ago. */
export function isPromptRecentlyHandled(situation: Pick<PromptSituation, 'handledThisSession' | 'lastShownAt' | 'now'>): boolean {
  if (situation.handledThisSession) return true;
  return situation.lastShownAt !== null && situation.now - situation.lastShownAt < LOCALIZATION_PROMPT_RESHOW_MS;
}

/** SPEC §5: the five conditions under which the welcome dialog is not shown. */
export function shouldShowWelcomeDialog(situation: PromptSituation): boolean {
  const { data } = situation;
  if (!data) return false;
  if (isPromptRecentlyHandled(situation)) return false;
  if (situation.userCountry && situation.userCountry !== FALLBACK_COUNTRY_CODE) return false;
  if (!data.shouldShowPrompt || data.country.countryCode === FALLBACK_COUNTRY_CODE) return false;
  return true;
}

/** A stored timestamp, or null when missing or not a number. */
export function parseShownAt(stored: string | null): number | null {
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}
