import type { CoreTranslations } from './en';

/** Russian (русский): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Войти',
  'nav.getStarted': 'Начать бесплатно',
  'nav.features': 'Возможности',
  'nav.company': 'Компания',
  'nav.legal': 'Правовая информация',
  'nav.scheduleDemo': 'Запланировать демонстрацию',
  'nav.viewFeatures': 'Посмотреть возможности',
  'nav.purchaseCandles': 'Купить свечи',
  'nav.backToHome': 'На главную',
  'app.welcome': 'Добро пожаловать в Koinonia',
  'app.loading': 'Загрузка…',
  'section.loadFailed': 'Не удалось загрузить этот раздел',
  'section.retry': 'Повторить',
  'access.deniedTitle': 'У вас нет доступа к этой странице',
  'access.deniedBody':
    'Для этой страницы нужен доступ «{access}». Если вы считаете, что он должен у вас быть, обратитесь к администратору вашей церкви.',
  'access.deniedBodyUnnamed':
    'Если вы считаете, что у вас должен быть доступ к этой странице, обратитесь к администратору вашей церкви.',
  'access.backToDashboard': 'Вернуться на панель управления',
  'access.level.group_admin': 'Администрирование групп',
  'access.level.ministry_admin': 'Администрирование служений',
  'access.level.church_admin': 'Администрирование церкви',
  'access.level.volunteer_management': 'Управление волонтёрами',
  'access.level.staff': 'Служители церкви',
  'role.member': 'Участник',
  'role.leader': 'Лидер',
  'role.group_admin': 'Администратор группы',
  'role.ministry_admin': 'Администратор служения',
  'role.pastor': 'Пастор',
  'role.lead_pastor': 'Старший пастор',
  'role.church_admin': 'Администратор церкви',
  'role.admin': 'Администратор',
  'role.system_admin': 'Системный администратор',
  'role.super_admin': 'Суперадминистратор',
  'role.platform_admin': 'Администратор платформы',
  'role.regional_admin': 'Региональный администратор',
  'role.koinonia_owner': 'Владелец Koinonia',
  'role.koinonia_support': 'Поддержка Koinonia',
  'common.cancel': 'Отмена',
  'common.loadMore': 'Показать ещё',
  'common.loading': 'Загрузка…',
  'common.retry': 'Повторить',
};

export default dictionary;
