import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { apiRequest } from '@koinonia/api-client';
import type { LocalizationApply, LocalizationApplyResponse, LocalizationData } from '@koinonia/contracts';
import { isSupportedLanguage, type LanguageCode } from '@koinonia/i18n';
import { sitePath, type SitePageId } from '@koinonia/i18n/site';
import { createTheme } from '@koinonia/ui/theme';
import { LOCALIZATION_APPLY_PATH, markWelcomeHandled, WelcomeDialogContent, type Translate } from '@koinonia/shell-contract/welcome-dialog';
import { rememberLanguage } from '../remember-language';

interface SiteWelcomeProps {
  data: LocalizationData;
  t: Translate;
  language: LanguageCode;
  page: SitePageId;
  navigate(path: string): void;
}

/**
 * SPEC §4 on the public site: Apply records the choice and, for another language, opens this page in it
 * (the site's languages are URLs); Maybe Later and the close icon just close. Failures close it too (§8).
 */
function SiteWelcomeDialog({ data, t, language, page, navigate }: SiteWelcomeProps) {
  const [open, setOpen] = useState(true);
  const [applying, setApplying] = useState(false);
  const close = () => {
    markWelcomeHandled();
    setOpen(false);
  };

  const apply = async (chosen: string) => {
    setApplying(true);
    const choice: LocalizationApply = { language: chosen, country: data.country.countryCode, timezone: data.timezone };
    try {
      await apiRequest<LocalizationApplyResponse>('POST', LOCALIZATION_APPLY_PATH, choice);
    } catch (error) {
      console.warn('[koinonia] localization not applied', error instanceof Error ? error.message : error);
      return close();
    }
    if (chosen === language || !isSupportedLanguage(chosen)) return close();
    markWelcomeHandled();
    rememberLanguage(chosen);
    navigate(sitePath(chosen, page) + window.location.hash);
  };

  if (!open) return null;
  return <WelcomeDialogContent data={data} language={language} t={t} applying={applying} onApply={(chosen) => void apply(chosen)} onClose={close} />;
}

/**
 * Draws the dialog in a root of its own beside the hydrated page, which stays as it was. The page's styles
 * are scoped to .k-site, so the dialog takes the page's typeface and light or dark mode from it.
 */
export function showWelcomeDialog(props: SiteWelcomeProps): void {
  const container = document.createElement('div');
  const site = document.querySelector('.k-site') ?? document.body;
  container.style.fontFamily = getComputedStyle(site).fontFamily;
  container.style.lineHeight = getComputedStyle(site).lineHeight;
  document.body.append(container);
  const mode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  createRoot(container).render(
    <ThemeProvider theme={createTheme(mode)}>
      <SiteWelcomeDialog {...props} />
    </ThemeProvider>,
  );
}
