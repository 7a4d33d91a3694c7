import { apiRequest } from '@koinonia/api-client';
import type { TranslationResponse } from '@koinonia/contracts';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@koinonia/i18n';
import type { Translate } from '@koinonia/shell-contract/welcome-dialog';

const englishOnly: Translate = (_key, fallback) => fallback;

/**
 * The dialog's strings in the page's language: the app's own (localization.* in the core translations the
 * marketing service serves), so the site and the app word it alike in all 31 languages. English is the
 * dialog's fallback text and needs no request (SPEC §4); a failed request leaves it English too.
 */
export async function loadDialogText(language: LanguageCode): Promise<Translate> {
  if (language === DEFAULT_LANGUAGE) return englishOnly;
  try {
    const { translations } = await apiRequest<TranslationResponse>('GET', `/api/translations/core/${language}`);
    return (key, fallback) => translations[key] ?? fallback;
  } catch {
    return englishOnly;
  }
}
