import type { CoreTranslations } from './en';

/** Armenian (Հայերեն): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Մուտք գործել',
  'nav.getStarted': 'Սկսել անվճար',
  'nav.features': 'Հնարավորություններ',
  'nav.company': 'Ընկերություն',
  'nav.legal': 'Իրավական տեղեկություններ',
  'nav.scheduleDemo': 'Նշանակել ցուցադրում',
  'nav.viewFeatures': 'Դիտել հնարավորությունները',
  'nav.purchaseCandles': 'Գնել մոմեր',
  'nav.backToHome': 'Վերադառնալ գլխավոր էջ',
  'app.welcome': 'Բարի գալուստ Koinonia',
  'app.loading': 'Բեռնվում է…',
  'section.loadFailed': 'Չհաջողվեց բեռնել այս բաժինը',
  'section.retry': 'Կրկին փորձել',
};

export default dictionary;
