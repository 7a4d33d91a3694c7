import { languages, languageByCode } from '@koinonia/i18n';
import { sitePath } from '@koinonia/i18n/site';
import { rememberLanguage } from '../remember-language';
import { useCopy, useFormat, useSite } from '../site-context';
import { Dropdown } from './Dropdown';

/**
 * The same page in every language (SPEC §9), as plain links: they work without JavaScript and tell search
 * engines where each language version lives.
 */
export function LanguageSwitcher() {
  const { language, page } = useSite();
  const common = useCopy('common');
  const format = useFormat();
  const current = languageByCode(language);
  return (
    <Dropdown
      className="k-language"
      label={
        <>
          <span className="k-visually-hidden">{common.language.label}: </span>
          <span lang={language}>{current?.nativeName}</span>
        </>
      }
    >
      {languages.map((entry) => (
        <li key={entry.code}>
          <a
            href={sitePath(entry.code, page)}
            hrefLang={entry.code}
            lang={entry.code}
            aria-current={entry.code === language ? 'true' : undefined}
            onClick={() => rememberLanguage(entry.code)}
          >
            {entry.code === language ? format(common.language.current, { language: entry.nativeName }) : entry.nativeName}
          </a>
        </li>
      ))}
    </Dropdown>
  );
}
