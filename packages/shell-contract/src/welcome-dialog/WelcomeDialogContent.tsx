import { useId, useState } from 'react';
import type { LocalizationData } from '@koinonia/contracts';
import { DEFAULT_LANGUAGE } from '@koinonia/i18n';
import { Button, ModalBackdrop, useModalFocus } from '@koinonia/ui';
import { LanguageChoices } from './LanguageChoices';
import { detectionSourceText, formatPlanPrice, localTime, vatPercentage } from './price-display';
import { Actions, CloseButton, Facts, Note, Panel, Section, SectionHeading, Title } from './welcome-dialog-styles';

/** SPEC §4 lookup: the language's text for a key, else the English fallback given with it. */
export type Translate = (key: string, fallback: string) => string;

export interface WelcomeDialogContentProps {
  data: LocalizationData;
  /** The language the page is shown in now. */
  language: string;
  t: Translate;
  /** True while the choice is being sent: the button then reads Applying... */
  applying: boolean;
  onApply(language: string): void;
  /** Maybe Later, the close icon and Escape. */
  onClose(): void;
}

/**
 * SPEC §2: the welcome dialog itself, drawn the same in the app and on the public site; each decides when
 * it opens and what applying means there (WelcomeDialog in the shell, site/welcome in mf-marketing).
 */
export function WelcomeDialogContent({ data, language, t, applying, onApply, onClose }: WelcomeDialogContentProps) {
  const titleId = useId();
  const { panelRef, onKeyDown } = useModalFocus({ onEscape: onClose });
  const recommended = data.recommendedLanguages;
  // The country's first language is offered, unless the visitor already reads one of the recommended
  // languages other than English, which is only the default nobody had to choose.
  const keepCurrent = language !== DEFAULT_LANGUAGE && recommended.some((entry) => entry.code === language);
  const [selected, setSelected] = useState(keepCurrent ? language : (recommended[0]?.code ?? language));

  const source = detectionSourceText[data.detectionSource] ?? detectionSourceText.automatic;
  const pricing = { plans: data.pricing.plans, currency: data.country.currency };
  const vat = vatPercentage(data.country.vatRate, language);

  return (
    <ModalBackdrop>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Title id={titleId}>{t('localization.welcomeTitle', 'Welcome to Koinonia!')}</Title>
        <CloseButton type="button" aria-label={t('localization.close', 'Close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        <Note>
          {t(source.key, source.text)}: <strong>{data.country.countryName}</strong>
        </Note>

        <Section aria-label={t('localization.language', 'Language')}>
          <LanguageChoices t={t} recommended={recommended} selected={selected} onSelect={setSelected} />
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
            <dd>{formatPlanPrice(pricing, { tier: 'servant', period: 'monthly', locale: language })}</dd>
            <dt>{t('localization.servantYearly', 'Servant plan, yearly')}</dt>
            <dd>{formatPlanPrice(pricing, { tier: 'servant', period: 'yearly', locale: language })}</dd>
          </Facts>
          {vat && <Note>{t('localization.vatNote', 'Prices include {rate}% VAT').replace('{rate}', vat)}</Note>}
        </Section>

        <Section>
          <SectionHeading>{t('localization.timezone', 'Timezone')}</SectionHeading>
          <Facts>
            <dt>{t('localization.detectedTimezone', 'Detected timezone')}</dt>
            <dd>{data.timezone}</dd>
            <dt>{t('localization.localTime', 'Local time')}</dt>
            <dd>{localTime(new Date(), data.timezone, language)}</dd>
          </Facts>
        </Section>

        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('localization.maybeLater', 'Maybe Later')}
          </Button>
          <Button type="button" onClick={() => onApply(selected)} disabled={applying}>
            {applying ? t('localization.applying', 'Applying...') : t('localization.applySettings', 'Apply Settings')}
          </Button>
        </Actions>
      </Panel>
    </ModalBackdrop>
  );
}
