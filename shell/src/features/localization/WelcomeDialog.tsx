import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  LOCALIZATION_PROMPT_SESSION_KEY,
  LOCALIZATION_PROMPT_STORAGE_KEY,
  WELCOME_DIALOG_DELAY_MS,
  type LocalizationData,
} from '@koinonia/contracts';
import { DEFAULT_LANGUAGE } from '@koinonia/i18n';
import { Button } from '@koinonia/ui';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { useApplyLocalization, useLocalizationData } from './api';
import { useBrowserLocation } from './browser-location';
import { LanguageChoices } from './LanguageChoices';
import { detectionSourceText, formatPlanPrice, localTime, parseShownAt, shouldShowWelcomeDialog, vatPercentage } from './prompt-rules';
import { Actions, Backdrop, CloseButton, Facts, Note, Panel, Section, SectionHeading, Title } from './welcome-dialog-styles';

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

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * SPEC §2, §4, §5: the first-visit welcome dialog. Mounted once by the shell after auth and language
 * loading ended; it decides for itself whether and when to appear.
 */
export default function WelcomeDialog() {
  const location = useBrowserLocation();
  const { data } = useLocalizationData(location);
  const { user } = useAuth();
  const [delayPassed, setDelayPassed] = useState(false);
  const [open, setOpen] = useState(false);

  // SPEC §4: 2 seconds after loading ended (this component mounts when it has).
  useEffect(() => {
    const timer = setTimeout(() => setDelayPassed(true), WELCOME_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!delayPassed || open || !data) return;
    const show = shouldShowWelcomeDialog({
      data,
      handledThisSession: readStorage(() => sessionStorage, LOCALIZATION_PROMPT_SESSION_KEY) !== null,
      userCountry: user?.country,
      lastShownAt: parseShownAt(readStorage(() => localStorage, LOCALIZATION_PROMPT_STORAGE_KEY)),
      now: Date.now(),
    });
    if (!show) return;
    // SPEC §4: showing is recorded with a timestamp (the 30-day rule reads it).
    writeStorage(() => localStorage, LOCALIZATION_PROMPT_STORAGE_KEY, String(Date.now()));
    setOpen(true);
  }, [delayPassed, data, open, user?.country]);

  const close = useCallback(() => {
    writeStorage(() => sessionStorage, LOCALIZATION_PROMPT_SESSION_KEY, String(Date.now()));
    setOpen(false);
  }, []);

  return open && data ? <WelcomeDialogContent data={data} onClose={close} /> : null;
}

function WelcomeDialogContent({ data, onClose }: { data: LocalizationData; onClose(): void }) {
  const { t, code: currentLanguage, setLanguage } = useLanguage();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const recommended = data.recommendedLanguages;
  // The country's first language is offered, unless the visitor already reads one of the recommended
  // languages other than English, which is only the default nobody had to choose.
  const keepCurrent = currentLanguage !== DEFAULT_LANGUAGE && recommended.some((language) => language.code === currentLanguage);
  const [selected, setSelected] = useState(keepCurrent ? currentLanguage : (recommended[0]?.code ?? currentLanguage));
  const apply = useApplyLocalization();

  // Focus moves into the dialog and returns to where it was when the dialog closes.
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => returnTo?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      return onClose();
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onApply = () => {
    apply.mutate(
      { language: selected, country: data.country.countryCode, timezone: data.timezone },
      {
        onSuccess() {
          if (selected !== currentLanguage) setLanguage(selected);
          onClose();
        },
        // SPEC §8: an apply failure is logged and otherwise ignored; the dialog still closes.
        onError(error) {
          console.warn('[koinonia] localization not applied', error.message);
          onClose();
        },
      },
    );
  };

  const source = detectionSourceText[data.detectionSource] ?? detectionSourceText.automatic;
  const pricing = { plans: data.pricing.plans, currency: data.country.currency };
  const vat = vatPercentage(data.country.vatRate, currentLanguage);

  return (
    <Backdrop>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Title id={titleId}>{t('localization.welcomeTitle', 'Welcome to Koinonia!')}</Title>
        <CloseButton type="button" aria-label={t('localization.close', 'Close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        <Note>
          {t(source.key, source.text)}: <strong>{data.country.countryName}</strong>
        </Note>

        <Section aria-label={t('localization.language', 'Language')}>
          <LanguageChoices recommended={recommended} selected={selected} onSelect={setSelected} />
        </Section>

        <Section>
          <SectionHeading>{t('localization.regionAndPricing', 'Region and pricing')}</SectionHeading>
          <Facts>
            <dt>{t('localization.country', 'Country')}</dt>
            <dd>{data.country.countryName}</dd>
            <dt>{t('localization.currency', 'Currency')}</dt>
            <dd>
              {data.country.currency} ({data.country.currencySymbol})
            </dd>
            <dt>{t('localization.servantMonthly', 'Servant plan, monthly')}</dt>
            <dd>{formatPlanPrice(pricing, { tier: 'servant', period: 'monthly', locale: currentLanguage })}</dd>
            <dt>{t('localization.servantYearly', 'Servant plan, yearly')}</dt>
            <dd>{formatPlanPrice(pricing, { tier: 'servant', period: 'yearly', locale: currentLanguage })}</dd>
          </Facts>
          {vat && <Note>{t('localization.vatNote', 'Prices include {rate}% VAT').replace('{rate}', vat)}</Note>}
        </Section>

        <Section>
          <SectionHeading>{t('localization.timezone', 'Timezone')}</SectionHeading>
          <Facts>
            <dt>{t('localization.detectedTimezone', 'Detected timezone')}</dt>
            <dd>{data.timezone}</dd>
            <dt>{t('localization.localTime', 'Local time')}</dt>
            <dd>{localTime(new Date(), data.timezone, currentLanguage)}</dd>
          </Facts>
        </Section>

        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('localization.maybeLater', 'Maybe Later')}
          </Button>
          <Button type="button" onClick={onApply} disabled={apply.isPending}>
            {apply.isPending ? t('localization.applying', 'Applying...') : t('localization.applySettings', 'Apply Settings')}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
