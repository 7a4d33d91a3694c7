import type { LanguageCode } from '../../languages';
import english from './en';
import spanish from './es';
import portuguese from './pt';
import french from './fr';
import russian from './ru';
import german from './de';
import filipino from './fil';
import tagalog from './tl';
import chinese from './zh';
import italian from './it';
import polish from './pl';
import ukrainian from './uk';
import igbo from './ig';
import korean from './ko';
import indonesian from './id';
import amharic from './am';
import yoruba from './yo';
import cebuano from './ceb';
import arabic from './ar';
import hindi from './hi';
import dutch from './nl';
import chichewa from './ny';
import tamil from './ta';
import malayalam from './ml';
import armenian from './hy';
import japanese from './ja';
import bengali from './bn';
import urdu from './ur';
import hausa from './ha';
import hebrew from './he';
import farsi from './fa';
import type { ForumsTranslations } from './en';

export type { ForumsTranslationKey, ForumsTranslations } from './en';

/** The forums' strings in each of the 31 languages of SPEC §9 (a missing one fails to compile). */
export const forumsTranslations: Readonly<Record<LanguageCode, ForumsTranslations>> = {
  en: english,
  es: spanish,
  pt: portuguese,
  fr: french,
  ru: russian,
  de: german,
  fil: filipino,
  tl: tagalog,
  zh: chinese,
  it: italian,
  pl: polish,
  uk: ukrainian,
  ig: igbo,
  ko: korean,
  id: indonesian,
  am: amharic,
  yo: yoruba,
  ceb: cebuano,
  ar: arabic,
  hi: hindi,
  nl: dutch,
  ny: chichewa,
  ta: tamil,
  ml: malayalam,
  hy: armenian,
  ja: japanese,
  bn: bengali,
  ur: urdu,
  ha: hausa,
  he: hebrew,
  fa: farsi,
};
