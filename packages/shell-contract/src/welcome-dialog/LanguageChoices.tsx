import { useId, useState } from 'react';
import type { RecommendedLanguage } from '@koinonia/contracts';
import { languages } from '@koinonia/i18n';
import type { Translate } from './WelcomeDialogContent';
import { AllLanguages, LanguageFieldset, LanguageOption, ToggleButton } from './welcome-dialog-styles';

interface LanguageChoicesProps {
  t: Translate;
  recommended: readonly RecommendedLanguage[];
  selected: string;
  onSelect(code: string): void;
}

function Option({ language, selected, onSelect, name }: { language: RecommendedLanguage; selected: boolean; onSelect(code: string): void; name: string }) {
  return (
    <LanguageOption $selected={selected}>
      <input type="radio" name={name} value={language.code} checked={selected} onChange={() => onSelect(language.code)} />
      <span aria-hidden="true">{language.flag}</span>
      <span lang={language.code}>{language.nativeName}</span>
      <small>{language.name}</small>
    </LanguageOption>
  );
}

/** SPEC §2: the recommended languages (flag, name, native name, selected state), then all the others, collapsed. */
export function LanguageChoices({ t, recommended, selected, onSelect }: LanguageChoicesProps) {
  const name = useId();
  const othersId = useId();
  const [othersOpen, setOthersOpen] = useState(false);
  const recommendedCodes = new Set(recommended.map((language) => language.code));
  const others = languages.filter((language) => !recommendedCodes.has(language.code));
  const selectedIsOther = !recommendedCodes.has(selected);
  return (
    <LanguageFieldset>
      <legend>{t('localization.recommendedLanguages', 'Recommended languages')}</legend>
      {recommended.map((language) => (
        <Option key={language.code} language={language} selected={language.code === selected} onSelect={onSelect} name={name} />
      ))}
      <ToggleButton type="button" aria-expanded={othersOpen || selectedIsOther} aria-controls={othersId} onClick={() => setOthersOpen((open) => !open)}>
        {t('localization.allLanguages', 'All languages')} ({others.length})
      </ToggleButton>
      {(othersOpen || selectedIsOther) && (
        <AllLanguages id={othersId}>
          {others.map((language) => (
            <Option key={language.code} language={language} selected={language.code === selected} onSelect={onSelect} name={name} />
          ))}
        </AllLanguages>
      )}
    </LanguageFieldset>
  );
}
