import type { CommonCopy } from './en';

/** Polish copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Aplikacja „wszystko w jednym” dla kościoła: modlitwa, Pismo Święte, społeczność i służba.',
  skipToContent: 'Przejdź do treści',
  nav: {
    features: 'Funkcje',
    company: 'Firma',
    legal: 'Informacje prawne',
    signIn: 'Zaloguj się',
    getStartedFree: 'Zacznij za darmo',
    scheduleDemo: 'Umów prezentację',
    viewFeatures: 'Zobacz funkcje',
    purchaseCandles: 'Kup świece',
    backToHome: 'Powrót do strony głównej',
    pricing: 'Cennik',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    mainNavigation: 'Główne',
    openApp: 'Otwórz aplikację Koinonia',
  },
  footer: {
    about:
      'Koinonia to po grecku społeczność. Tworzymy jeden dom, w którym prywatność jest na pierwszym miejscu: tu członkowie modlą się, czytają Biblię, spotykają się i służą, a kościoły mogą się o nich dobrze troszczyć.',
    featuresTitle: 'Funkcje',
    companyTitle: 'Firma',
    legalTitle: 'Informacje prawne',
    copyright: '© {year} Koinonia. Wszelkie prawa zastrzeżone.',
    privacyPromise: 'Bez śledzenia reklamowego, bez analityki firm trzecich i bez odsprzedaży danych.',
    geoLiteAttribution: 'Ten produkt zawiera dane GeoLite2 stworzone przez MaxMind, dostępne pod adresem {link}.',
  },
  pages: {
    landing: 'Strona główna',
    prayerWall: 'Ściana modlitwy',
    bibleReading: 'Czytanie Biblii',
    events: 'Wydarzenia',
    communityChat: 'Czat wspólnoty',
    volunteerHub: 'Centrum wolontariatu',
    aboutUs: 'O nas',
    candlesInfo: 'Świece AI',
    contactUs: 'Skontaktuj się z nami',
    contact: 'Kontakt',
    enterpriseContact: 'Dla dużych organizacji',
    support: 'Pomoc techniczna',
    helpDocs: 'Poradniki',
    faq: 'Najczęstsze pytania',
    privacyPolicy: 'Polityka prywatności',
    termsOfService: 'Regulamin',
    pricing: 'Cennik',
  },
  language: {
    label: 'Język',
    choose: 'Wybierz język',
    current: '{language} (obecny)',
  },
  theme: {
    toDark: 'Włącz ciemny motyw',
    toLight: 'Włącz jasny motyw',
  },
  claims: {
    title: 'Co umożliwia społeczność w jednym miejscu',
    items: [
      { figure: '40%', label: 'większe zaangażowanie' },
      { figure: '5+', label: 'godzin oszczędności tygodniowo' },
      { figure: 'do 60%', label: 'większy udział w służbie' },
      { figure: '3x', label: 'bardziej regularne czytanie Biblii' },
      { figure: '11+', label: 'platform dystrybucji' },
    ],
  },
  privacy: {
    title: 'Prywatność od samego początku',
    body: 'Modlitwy, dzienniki i rozmowy są czymś osobistym. Aplikacja Koinonia utrzymuje się z planów, a nie z reklam, dlatego wspólne życie Twojego kościoła pozostaje Waszą sprawą.',
    points: [
      'Bez śledzenia reklamowego i bez reklamowych plików cookie',
      'Bez analityki firm trzecich',
      'Twoje dane nigdy nie są sprzedawane, a Ty możesz je wyeksportować lub usunąć',
    ],
  },
};

export default copy;
