import type { CoreTranslations } from './en';

/** Armenian (Հայերեն): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedBody':
    'Այս էջի համար անհրաժեշտ է «{access}» մուտքի իրավունք։ Եթե կարծում եք, որ այն պետք է ունենաք, դիմեք ձեր եկեղեցու ադմինիստրատորին։',
  'access.deniedBodyUnnamed':
    'Եթե կարծում եք, որ պետք է այս էջի մուտքի իրավունք ունենաք, դիմեք ձեր եկեղեցու ադմինիստրատորին։',
  'access.backToDashboard': 'Վերադառնալ վահանակ',
  'access.level.group_admin': 'Խմբի ադմին',
  'access.level.ministry_admin': 'Ծառայության ադմին',
  'access.level.church_admin': 'Եկեղեցու ադմին',
  'access.level.volunteer_management': 'Կամավորների կառավարում',
  'access.level.staff': 'Եկեղեցու աշխատակազմ',
  'role.member': 'Անդամ',
  'role.leader': 'Առաջնորդ',
  'role.group_admin': 'Խմբի ադմին',
  'role.ministry_admin': 'Ծառայության ադմին',
  'role.pastor': 'Հովիվ',
  'role.lead_pastor': 'Ավագ հովիվ',
  'role.church_admin': 'Եկեղեցու ադմին',
  'role.admin': 'Ադմինիստրատոր',
  'role.system_admin': 'Համակարգի ադմին',
  'role.super_admin': 'Գերադմին',
  'role.platform_admin': 'Հարթակի ադմին',
  'role.regional_admin': 'Տարածաշրջանային ադմին',
  'role.koinonia_owner': 'Koinonia-ի սեփականատեր',
  'role.koinonia_support': 'Koinonia-ի աջակցություն',
  'common.cancel': 'Չեղարկել',
  'common.loadMore': 'Բեռնել ավելին',
  'common.loading': 'Բեռնվում է…',
  'common.retry': 'Կրկին փորձել',
};

export default dictionary;
