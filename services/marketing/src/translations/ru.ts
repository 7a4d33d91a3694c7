import type { CoreTranslations } from './en';

/** Russian (русский): the core strings, translated from en.ts. */
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
};

export default dictionary;
