import { apiRequest } from '@koinonia/api-client';
import { WELCOME_DIALOG_DELAY_MS, type LocalizationData } from '@koinonia/contracts';
import type { LanguageCode } from '@koinonia/i18n';
import type { SitePageId } from '@koinonia/i18n/site';
import {
  browserTimezone,
  grantedPosition,
  isWelcomeRecentlyHandled,
  localizationDataUrl,
  recordWelcomeShown,
  shouldOfferWelcome,
} from '@koinonia/shell-contract/welcome-dialog';
import { loadDialogText } from './dialog-text';

export interface WelcomeOffer {
  language: LanguageCode;
  page: SitePageId;
  /** When the page became interactive (ms since the epoch): the dialog appears 2 s after. */
  loadedAt: number;
  /** Where Apply takes the visitor when they chose another language; a full page load by default. */
  navigate?: (path: string) => void;
}

async function localizationData(): Promise<LocalizationData | undefined> {
  const position = await grantedPosition();
  const url = localizationDataUrl({ timezone: browserTimezone(), ...(position ? { position } : {}) });
  // SPEC §5: missing data means no dialog, whatever went wrong.
  return apiRequest<LocalizationData>('GET', url).catch(() => undefined);
}

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/**
 * SPEC §2, §4, §5 on the public site: a visitor from outside the US is offered the app's welcome dialog 2 s
 * after the page became interactive. This module is loaded after hydration, never with the page; the dialog
 * itself (React DOM root, styles, strings) only once it is certain to show.
 */
export async function offerWelcome(offer: WelcomeOffer): Promise<void> {
  // Handled this session or shown within 30 days: the browser knows enough, the server is not asked.
  if (isWelcomeRecentlyHandled()) return;
  const data = await localizationData();
  await waitUntil(offer.loadedAt + WELCOME_DIALOG_DELAY_MS);
  // The public site's visitor counts as signed out (SPEC §5's user-country rule is the app's).
  if (!data || !shouldOfferWelcome(data, null)) return;
  const [{ showWelcomeDialog }, t] = await Promise.all([
    import(/* webpackChunkName: "deferred-welcome-dialog" */ './SiteWelcomeDialog'),
    loadDialogText(offer.language),
  ]);
  recordWelcomeShown();
  showWelcomeDialog({ data, t, language: offer.language, page: offer.page, navigate: offer.navigate ?? ((path) => window.location.assign(path)) });
}
