import { useCallback, useEffect, useState } from 'react';
import { WELCOME_DIALOG_DELAY_MS } from '@koinonia/contracts';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import {
  markWelcomeHandled,
  recordWelcomeShown,
  shouldOfferWelcome,
  useBrowserLocation,
  WelcomeDialogContent,
} from '@koinonia/shell-contract/welcome-dialog';
import { useApplyLocalization, useLocalizationData } from './api';

/**
 * SPEC §2, §4, §5: the first-visit welcome dialog in the app. Mounted once by the shell after auth and
 * language loading ended; it decides for itself whether and when to appear. Applying switches the app's
 * language (and saves it for a signed-in user).
 */
export default function WelcomeDialog() {
  const location = useBrowserLocation();
  const { data } = useLocalizationData(location);
  const { user } = useAuth();
  const { t, code: currentLanguage, setLanguage } = useLanguage();
  const apply = useApplyLocalization();
  const [delayPassed, setDelayPassed] = useState(false);
  const [open, setOpen] = useState(false);

  // SPEC §4: 2 seconds after loading ended (this component mounts when it has).
  useEffect(() => {
    const timer = setTimeout(() => setDelayPassed(true), WELCOME_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!delayPassed || open || !shouldOfferWelcome(data, user?.country)) return;
    recordWelcomeShown();
    setOpen(true);
  }, [delayPassed, data, open, user?.country]);

  const close = useCallback(() => {
    markWelcomeHandled();
    setOpen(false);
  }, []);

  const onApply = (language: string) => {
    if (!data) return;
    apply.mutate(
      { language, country: data.country.countryCode, timezone: data.timezone },
      {
        onSuccess() {
          if (language !== currentLanguage) setLanguage(language);
          close();
        },
        // SPEC §8: an apply failure is logged and otherwise ignored; the dialog still closes.
        onError(error) {
          console.warn('[koinonia] localization not applied', error.message);
          close();
        },
      },
    );
  };

  if (!open || !data) return null;
  return <WelcomeDialogContent data={data} language={currentLanguage} t={t} applying={apply.isPending} onApply={onApply} onClose={close} />;
}
