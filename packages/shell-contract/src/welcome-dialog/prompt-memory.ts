import { LOCALIZATION_PROMPT_SESSION_KEY, LOCALIZATION_PROMPT_STORAGE_KEY, type LocalizationData } from '@koinonia/contracts';
import { isPromptRecentlyHandled, parseShownAt, shouldShowWelcomeDialog } from './prompt-rules';

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the dialog may then show again, which is harmless.
  }
}

/** What this browser remembers of the prompt (SPEC §5): whether this session handled it, when it last showed. */
function rememberedSituation(now: number) {
  return {
    handledThisSession: readStorage(() => sessionStorage, LOCALIZATION_PROMPT_SESSION_KEY) !== null,
    lastShownAt: parseShownAt(readStorage(() => localStorage, LOCALIZATION_PROMPT_STORAGE_KEY)),
    now,
  };
}

/** True when the browser alone rules the dialog out, so there is no need to ask the server for localization data. */
export function isWelcomeRecentlyHandled(now = Date.now()): boolean {
  return isPromptRecentlyHandled(rememberedSituation(now));
}

/**
 * SPEC §5 with what this browser remembers (the session's handling, the last showing): whether to offer
 * the dialog now. The shell and the public site share the keys, so one visit is asked once.
 */
export function shouldOfferWelcome(data: LocalizationData | undefined, userCountry: string | null | undefined, now = Date.now()): boolean {
  return shouldShowWelcomeDialog({ data, userCountry, ...rememberedSituation(now) });
}

/** SPEC §4: showing is recorded with a timestamp (the 30-day rule reads it). */
export function recordWelcomeShown(now = Date.now()): void {
  writeStorage(() => localStorage, LOCALIZATION_PROMPT_STORAGE_KEY, String(now));
}

/** Apply, Maybe Later, the close icon and Escape all settle the question for the rest of the session. */
export function markWelcomeHandled(now = Date.now()): void {
  writeStorage(() => sessionStorage, LOCALIZATION_PROMPT_SESSION_KEY, String(now));
}
