import type { CommonCopy } from './en';

/** Russian copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Церковное приложение «всё в одном» для молитвы, Писания, общения и служения.',
  skipToContent: 'Перейти к содержанию',
  nav: {
    features: 'Возможности',
    company: 'Компания',
    legal: 'Правовая информация',
    signIn: 'Войти',
    getStartedFree: 'Начать бесплатно',
    scheduleDemo: 'Запланировать демонстрацию',
    viewFeatures: 'Посмотреть возможности',
    purchaseCandles: 'Купить свечи',
    backToHome: 'На главную',
    pricing: 'Цены',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    mainNavigation: 'Основное меню',
    openApp: 'Открыть Koinonia',
  },
  footer: {
    about:
      'Koinonia по-гречески значит «общение». Мы создаём единый дом, где приватность на первом месте: здесь члены церкви молятся, читают Библию, собираются вместе и служат, а церкви могут по-настоящему о них заботиться.',
    featuresTitle: 'Возможности',
    companyTitle: 'Компания',
    legalTitle: 'Правовая информация',
    copyright: '© {year} Koinonia. Все права защищены.',
    privacyPromise: 'Никакого рекламного отслеживания, сторонней аналитики и перепродажи данных.',
    geoLiteAttribution: 'Этот продукт использует данные GeoLite2, созданные MaxMind и доступные по адресу {link}.',
  },
  pages: {
    landing: 'Главная',
    prayerWall: 'Стена молитв',
    bibleReading: 'Чтение Библии',
    events: 'События',
    communityChat: 'Чат общины',
    volunteerHub: 'Центр волонтёров',
    aboutUs: 'О нас',
    candlesInfo: 'ИИ-свечи',
    contactUs: 'Связаться с нами',
    contact: 'Контакты',
    enterpriseContact: 'Для крупных организаций',
    support: 'Поддержка',
    helpDocs: 'Руководства',
    faq: 'Частые вопросы',
    privacyPolicy: 'Политика конфиденциальности',
    termsOfService: 'Условия использования',
    pricing: 'Цены',
  },
  language: {
    label: 'Язык',
    choose: 'Выберите язык',
    current: '{language} (текущий)',
  },
  theme: {
    toDark: 'Включить тёмную тему',
    toLight: 'Включить светлую тему',
  },
  claims: {
    title: 'Что становится возможным, когда общение в одном месте',
    items: [
      { figure: '40%', label: 'больше вовлечённости' },
      { figure: '5+', label: 'часов экономии в неделю' },
      { figure: 'до 60%', label: 'больше участия в служениях' },
      { figure: 'в 3 раза', label: 'регулярнее чтение Библии' },
      { figure: '11+', label: 'платформ для публикации' },
    ],
  },
  privacy: {
    title: 'Приватность заложена с самого начала',
    body: 'Молитвы, дневники и разговоры — это личное. Koinonia существует за счёт тарифов, а не рекламы, поэтому жизнь вашей церкви остаётся только вашей.',
    points: [
      'Никакого рекламного отслеживания и рекламных cookie',
      'Никакой сторонней аналитики',
      'Ваши данные никогда не продаются, и вы можете их выгрузить или удалить',
    ],
  },
};

export default copy;
