import type { CoreTranslations } from './en';

/** Ukrainian (українська): the core strings, translated from en.ts. */
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
};

export default dictionary;
