import { DEFAULT_LANGUAGE, isSupportedLanguage, languages, type LanguageCode } from '../languages';

/**
 * The public site's pages (SPEC §2 public routes, plus pricing) and where each lives in every language:
 * English at its SPEC path (/landing, /features/prayer-wall, /about-us…), every other language under its
 * code, with the features segment and the feature slugs localized (SPEC §2: /fr/fonctionnalites/mur-priere,
 * /de/funktionen/gebetswand, /pt/recursos/muro-oracao). Slugs are ASCII (accents dropped, other scripts
 * romanized) so links survive every mail client, chat app and log unescaped.
 */
export const featurePageIds = ['prayerWall', 'bibleReading', 'events', 'communityChat', 'volunteerHub'] as const;
export type FeaturePageId = (typeof featurePageIds)[number];

const otherPageSlugs = {
  landing: 'landing',
  aboutUs: 'about-us',
  candlesInfo: 'candles-info',
  pricing: 'pricing',
  contactUs: 'contact-us',
  contact: 'contact',
  enterpriseContact: 'enterprise-contact',
  support: 'support',
  helpDocs: 'help-docs',
  faq: 'faq',
  privacyPolicy: 'privacy-policy',
  termsOfService: 'terms-of-service',
} as const;
type OtherPageId = keyof typeof otherPageSlugs;

export type SitePageId = FeaturePageId | OtherPageId;
/** Every page, in the order the sitemap lists them. */
export const sitePageIds: readonly SitePageId[] = [
  'landing',
  ...featurePageIds,
  'pricing',
  'aboutUs',
  'candlesInfo',
  'contactUs',
  'contact',
  'enterpriseContact',
  'support',
  'helpDocs',
  'faq',
  'privacyPolicy',
  'termsOfService',
];

export const isFeaturePage = (page: SitePageId): page is FeaturePageId => (featurePageIds as readonly string[]).includes(page);

interface FeatureSlugs {
  segment: string;
  slugs: Record<FeaturePageId, string>;
}

const featureSlugs = (segment: string, prayerWall: string, bibleReading: string, events: string, communityChat: string, volunteerHub: string): FeatureSlugs => ({
  segment,
  slugs: { prayerWall, bibleReading, events, communityChat, volunteerHub },
});

export const localizedFeatureSlugs: Readonly<Record<LanguageCode, FeatureSlugs>> = {
  en: featureSlugs('features', 'prayer-wall', 'bible-reading', 'events', 'community-chat', 'volunteer-hub'),
  es: featureSlugs('funcionalidades', 'muro-de-oracion', 'lectura-biblica', 'eventos', 'chat-comunitario', 'centro-de-voluntarios'),
  pt: featureSlugs('recursos', 'muro-oracao', 'leitura-biblica', 'eventos', 'chat-da-comunidade', 'central-de-voluntarios'),
  fr: featureSlugs('fonctionnalites', 'mur-priere', 'lecture-biblique', 'evenements', 'discussion-communautaire', 'espace-benevoles'),
  ru: featureSlugs('vozmozhnosti', 'stena-molitv', 'chtenie-biblii', 'sobytiya', 'chat-obshchiny', 'tsentr-volonterov'),
  de: featureSlugs('funktionen', 'gebetswand', 'bibellesen', 'veranstaltungen', 'gemeinde-chat', 'ehrenamt'),
  fil: featureSlugs('mga-tampok', 'pader-ng-panalangin', 'pagbasa-ng-bibliya', 'mga-kaganapan', 'chat-ng-komunidad', 'sentro-ng-boluntaryo'),
  tl: featureSlugs('mga-katangian', 'dingding-ng-dalangin', 'pagbasa-ng-biblia', 'mga-pagtitipon', 'usapan-ng-komunidad', 'tahanan-ng-boluntaryo'),
  zh: featureSlugs('gongneng', 'qidao-qiang', 'du-jing', 'huodong', 'shequ-liaotian', 'yigong-zhongxin'),
  it: featureSlugs('funzionalita', 'muro-di-preghiera', 'lettura-biblica', 'eventi', 'chat-della-comunita', 'centro-volontari'),
  pl: featureSlugs('funkcje', 'sciana-modlitwy', 'czytanie-biblii', 'wydarzenia', 'czat-wspolnoty', 'centrum-wolontariatu'),
  uk: featureSlugs('mozhlyvosti', 'stina-molytov', 'chytannia-biblii', 'podii', 'chat-hromady', 'tsentr-volonteriv'),
  ig: featureSlugs('njirimara', 'mgbidi-ekpere', 'ogugu-baibul', 'mmemme', 'mkparita-uka-obodo', 'ebe-ndi-oru-afo-ofufo'),
  ko: featureSlugs('gineung', 'gido-byeok', 'seonggyeong-ilkgi', 'haengsa', 'gongdongche-chaeting', 'jawonbongsa-senteo'),
  id: featureSlugs('fitur', 'dinding-doa', 'baca-alkitab', 'acara', 'obrolan-komunitas', 'pusat-relawan'),
  am: featureSlugs('bahiriyat', 'yetselot-gidgida', 'metshaf-qidus-nibab', 'zigjitoch', 'yemahber-wiyiyit', 'yebego-fekad-mekel'),
  yo: featureSlugs('awon-eya', 'ogiri-adura', 'kika-bibeli', 'awon-isele', 'iwiregbe-agbegbe', 'ibudo-oluyoonda'),
  ceb: featureSlugs('mga-bahin', 'bungbong-sa-pag-ampo', 'pagbasa-sa-bibliya', 'mga-kalihokan', 'chat-sa-komunidad', 'sentro-sa-boluntaryo'),
  ar: featureSlugs('almizat', 'jidar-alsalah', 'qiraat-alkitab', 'alfaaliyat', 'dardashat-almujtama', 'markaz-altatawwu'),
  hi: featureSlugs('visheshtaen', 'prarthana-deewar', 'bible-path', 'karyakram', 'samudayik-chat', 'sevak-kendra'),
  nl: featureSlugs('functies', 'gebedsmuur', 'bijbellezen', 'evenementen', 'gemeenschapschat', 'vrijwilligershub'),
  ny: featureSlugs('zinthu', 'khoma-la-mapemphero', 'kuwerenga-baibulo', 'zochitika', 'macheza-a-mpingo', 'malo-odzipereka'),
  ta: featureSlugs('amsangal', 'jebac-chuvar', 'vedhagama-vasippu', 'nigazhvugal', 'samuga-uraiyadal', 'thannarvalar-maiyam'),
  ml: featureSlugs('savisheshathakal', 'prarthana-mathil', 'bible-vayana', 'paripadikal', 'samooha-chat', 'sannadha-kendram'),
  hy: featureSlugs('hnaravorutyunner', 'aghotki-pat', 'astvatsashunchi-yntertsanutyun', 'mijotsarumner', 'hamaynqi-zrutsaran', 'kamavorneri-kentron'),
  ja: featureSlugs('kinou', 'inori-no-kabe', 'seisho-tsudoku', 'ibento', 'komyuniti-chatto', 'borantia-habu'),
  bn: featureSlugs('boishishtyo', 'prarthana-deyal', 'bible-path', 'onushthan', 'somaj-chat', 'swechchhasebok-kendro'),
  ur: featureSlugs('khusoosiyat', 'dua-ki-deewar', 'bible-ki-tilawat', 'taqribat', 'jamaat-chat', 'razakar-markaz'),
  ha: featureSlugs('fasaloli', 'bangon-addua', 'karatun-littafi-mai-tsarki', 'taruka', 'hirar-al-umma', 'cibiyar-masu-sa-kai'),
  he: featureSlugs('tkhunot', 'kir-tfila', 'kriat-hamikra', 'eruim', 'tsat-kehila', 'merkaz-mitnadvim'),
  fa: featureSlugs('vizhegiha', 'divar-doa', 'khandan-ketab-moghadas', 'rouydadha', 'goftogoo-ye-jamee', 'markaz-davtalaban'),
};

/** The path of a page in a language: /features/prayer-wall, /fr/fonctionnalites/mur-priere, /fr/pricing. */
export function sitePath(language: LanguageCode, page: SitePageId): string {
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  if (isFeaturePage(page)) {
    const { segment, slugs } = localizedFeatureSlugs[language];
    return `${prefix}/${segment}/${slugs[page]}`;
  }
  return `${prefix}/${otherPageSlugs[page]}`;
}

export interface SiteLocation {
  language: LanguageCode;
  page: SitePageId;
}

const locationsByPath = new Map<string, SiteLocation>(
  languages.flatMap(({ code }) => sitePageIds.map((page): [string, SiteLocation] => [sitePath(code, page), { language: code, page }])),
);

/** The page and language a path shows, or undefined when it is no page of the public site. */
export function parseSitePath(pathname: string): SiteLocation | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return locationsByPath.get(trimmed);
}

/** /fr (a language's home) → /fr/landing; undefined for anything else. */
export function languageHomePath(pathname: string): string | undefined {
  const code = pathname.replace(/^\/|\/$/g, '');
  return code !== DEFAULT_LANGUAGE && isSupportedLanguage(code) ? sitePath(code, 'landing') : undefined;
}

/** Every page in every language with its path: what the build pre-renders and the sitemap lists. */
export const allSiteLocations = (): Array<SiteLocation & { path: string }> =>
  [...locationsByPath].map(([path, location]) => ({ ...location, path }));
