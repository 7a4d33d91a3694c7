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
  'access.deniedTitle': 'Դուք այս էջի մուտքի իրավունք չունեք',
  'access.deniedBody': 'Այս էջի համար անհրաժեշտ է «{access}» մուտքի իրավունք։ Եթե կարծում եք, որ այն պետք է ունենաք, դիմեք ձեր եկեղեցու ադմինիստրատորին։',
  'access.deniedBodyUnnamed': 'Եթե կարծում եք, որ պետք է այս էջի մուտքի իրավունք ունենաք, դիմեք ձեր եկեղեցու ադմինիստրատորին։',
  'access.backToDashboard': 'Վերադառնալ վահանակ',
  'access.level.group_admin': 'Խմբի ադմին',
  'access.level.ministry_admin': 'Ծառայության ադմին',
  'access.level.church_admin': 'Եկեղեցու ադմին',
  'access.level.volunteer_management': 'Կամավորների կառավարում',
  'access.level.staff': 'Եկեղեցու աշխատակազմ',
};

export default dictionary;
