import type { CoreTranslations } from './en';

/** Ukrainian (українська): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Увійти',
  'nav.getStarted': 'Почати безкоштовно',
  'nav.features': 'Можливості',
  'nav.company': 'Компанія',
  'nav.legal': 'Правова інформація',
  'nav.scheduleDemo': 'Запланувати демонстрацію',
  'nav.viewFeatures': 'Переглянути можливості',
  'nav.purchaseCandles': 'Купити свічки',
  'nav.backToHome': 'На головну',
  'app.welcome': 'Ласкаво просимо до Koinonia',
  'app.loading': 'Завантаження…',
  'section.loadFailed': 'Не вдалося завантажити цей розділ',
  'section.retry': 'Спробувати ще раз',
  'access.deniedTitle': 'У вас немає доступу до цієї сторінки',
  'access.deniedBody':
    'Для цієї сторінки потрібен доступ «{access}». Якщо ви вважаєте, що він має у вас бути, зверніться до адміністратора вашої церкви.',
  'access.deniedBodyUnnamed':
    'Якщо ви вважаєте, що у вас має бути доступ до цієї сторінки, зверніться до адміністратора вашої церкви.',
  'access.backToDashboard': 'Повернутися до панелі керування',
  'access.level.group_admin': 'Адміністрування груп',
  'access.level.ministry_admin': 'Адміністрування служінь',
  'access.level.church_admin': 'Адміністрування церкви',
  'access.level.volunteer_management': 'Керування волонтерами',
  'access.level.staff': 'Служителі церкви',
  'role.member': 'Учасник',
  'role.leader': 'Лідер',
  'role.group_admin': 'Адміністратор групи',
  'role.ministry_admin': 'Адміністратор служіння',
  'role.pastor': 'Пастор',
  'role.lead_pastor': 'Старший пастор',
  'role.church_admin': 'Адміністратор церкви',
  'role.admin': 'Адміністратор',
  'role.system_admin': 'Системний адміністратор',
  'role.super_admin': 'Суперадміністратор',
  'role.platform_admin': 'Адміністратор платформи',
  'role.regional_admin': 'Регіональний адміністратор',
  'role.koinonia_owner': 'Власник Koinonia',
  'role.koinonia_support': 'Підтримка Koinonia',
  'common.cancel': 'Скасувати',
  'common.loadMore': 'Завантажити ще',
  'common.loading': 'Завантаження…',
  'common.retry': 'Спробувати ще раз',
};

export default dictionary;
