import type { CommonCopy } from './en';

/** Ukrainian copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Церковний застосунок «усе в одному» для молитви, Писання, спільноти та служіння.',
  skipToContent: 'Перейти до вмісту',
  nav: {
    features: 'Можливості',
    company: 'Компанія',
    legal: 'Правова інформація',
    signIn: 'Увійти',
    getStartedFree: 'Почати безкоштовно',
    scheduleDemo: 'Запланувати демонстрацію',
    viewFeatures: 'Переглянути можливості',
    purchaseCandles: 'Купити свічки',
    backToHome: 'На головну',
    pricing: 'Ціни',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    mainNavigation: 'Головне меню',
    openApp: 'Відкрити Koinonia',
  },
  footer: {
    about:
      'Koinonia грецькою означає «спільнота», «спілкування». Ми створюємо єдиний дім, де приватність понад усе: тут члени церкви моляться, читають Біблію, збираються разом і служать, а церкви можуть по-справжньому про них дбати.',
    featuresTitle: 'Можливості',
    companyTitle: 'Компанія',
    legalTitle: 'Правова інформація',
    copyright: '© {year} Koinonia. Усі права захищено.',
    privacyPromise: 'Жодного рекламного стеження, сторонньої аналітики й перепродажу даних.',
    geoLiteAttribution: 'Цей продукт містить дані GeoLite2, створені MaxMind і доступні за адресою {link}.',
  },
  pages: {
    landing: 'Головна',
    prayerWall: 'Стіна молитви',
    bibleReading: 'Читання Біблії',
    events: 'Події',
    communityChat: 'Чат громади',
    volunteerHub: 'Центр волонтерів',
    aboutUs: 'Про нас',
    candlesInfo: 'ШІ-свічки',
    contactUs: 'Зв’язатися з нами',
    contact: 'Контакти',
    enterpriseContact: 'Для великих організацій',
    support: 'Підтримка',
    helpDocs: 'Посібники',
    faq: 'Часті запитання',
    privacyPolicy: 'Політика конфіденційності',
    termsOfService: 'Умови використання',
    pricing: 'Ціни',
  },
  language: {
    label: 'Мова',
    choose: 'Виберіть мову',
    current: '{language} (поточна)',
  },
  theme: {
    toDark: 'Увімкнути темну тему',
    toLight: 'Увімкнути світлу тему',
  },
  claims: {
    title: 'Що стає можливим, коли спільнота в одному місці',
    items: [
      { figure: '40%', label: 'більше залученості' },
      { figure: '5+', label: 'годин економії щотижня' },
      { figure: 'до 60%', label: 'більше участі в служіннях' },
      { figure: 'у 3 рази', label: 'регулярніше читання Біблії' },
      { figure: '11+', label: 'платформ для публікації' },
    ],
  },
  privacy: {
    title: 'Приватність закладена від самого початку',
    body: 'Молитви, щоденники й розмови — це особисте. Koinonia існує завдяки тарифам, а не рекламі, тож життя вашої церкви залишається тільки вашим.',
    points: [
      'Жодного рекламного стеження й рекламних файлів cookie',
      'Жодної сторонньої аналітики',
      'Ваші дані ніколи не продаються, і ви можете їх експортувати або видалити',
    ],
  },
};

export default copy;
