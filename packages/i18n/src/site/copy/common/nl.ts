import type { CommonCopy } from './en';

/** Dutch copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'De alles-in-één-app voor de kerk: gebed, de Bijbel, gemeenschap en dienen.',
  skipToContent: 'Naar de inhoud',
  nav: {
    features: 'Functies',
    company: 'Bedrijf',
    legal: 'Juridisch',
    signIn: 'Inloggen',
    getStartedFree: 'Gratis beginnen',
    scheduleDemo: 'Demo inplannen',
    viewFeatures: 'Functies bekijken',
    purchaseCandles: 'Kaarsen kopen',
    backToHome: 'Terug naar home',
    pricing: 'Prijzen',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    mainNavigation: 'Hoofdmenu',
    openApp: 'Koinonia openen',
  },
  footer: {
    about:
      'Koinonia is Grieks voor gemeenschap. We bouwen één thuis waar privacy voorop staat: een plek waar leden bidden, lezen, samenkomen en dienen, en waar kerken goed voor hen kunnen zorgen.',
    featuresTitle: 'Functies',
    companyTitle: 'Bedrijf',
    legalTitle: 'Juridisch',
    copyright: '© {year} Koinonia. Alle rechten voorbehouden.',
    privacyPromise: 'Geen advertentietracking, geen analyse door derden en geen doorverkoop van gegevens.',
    geoLiteAttribution: 'Dit product bevat GeoLite2-gegevens van MaxMind, beschikbaar via {link}.',
  },
  pages: {
    landing: 'Home',
    prayerWall: 'Gebedsmuur',
    bibleReading: 'Bijbellezen',
    events: 'Evenementen',
    communityChat: 'Gemeenschapschat',
    volunteerHub: 'Vrijwilligerscentrum',
    aboutUs: 'Over ons',
    candlesInfo: 'AI-kaarsen',
    contactUs: 'Neem contact op',
    contact: 'Contact',
    enterpriseContact: 'Enterprise',
    support: 'Ondersteuning',
    helpDocs: 'Handleidingen',
    faq: 'Veelgestelde vragen',
    privacyPolicy: 'Privacybeleid',
    termsOfService: 'Gebruiksvoorwaarden',
    pricing: 'Prijzen',
  },
  language: {
    label: 'Taal',
    choose: 'Kies een taal',
    current: '{language} (huidige taal)',
  },
  theme: {
    toDark: 'Naar donker thema',
    toLight: 'Naar licht thema',
  },
  claims: {
    title: 'Wat gemeenschap op één plek mogelijk maakt',
    items: [
      { figure: '40%', label: 'meer betrokkenheid' },
      { figure: '5+', label: 'uur per week bespaard' },
      { figure: 'tot 60%', label: 'meer deelname aan bedieningen' },
      { figure: '3x', label: 'trouwer in de Bijbel lezen' },
      { figure: '11+', label: 'distributieplatforms' },
    ],
  },
  privacy: {
    title: 'Privacy voorop, vanaf het begin',
    body: 'Gebeden, dagboeken en gesprekken zijn persoonlijk. Koinonia wordt betaald uit abonnementen, niet uit advertenties, zodat het gemeenschapsleven van je kerk van jullie zelf blijft.',
    points: [
      'Geen advertentietracking en geen advertentiecookies',
      'Geen analyse door derden',
      'Je gegevens worden nooit verkocht, en je kunt ze exporteren of verwijderen',
    ],
  },
};

export default copy;
