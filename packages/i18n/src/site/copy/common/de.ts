import type { CommonCopy } from './en';

/** German copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Die Gemeinde-Super-App für Gebet, Bibel, Gemeinschaft und Dienst.',
  skipToContent: 'Zum Inhalt springen',
  nav: {
    features: 'Funktionen',
    company: 'Unternehmen',
    legal: 'Rechtliches',
    signIn: 'Anmelden',
    getStartedFree: 'Kostenlos starten',
    scheduleDemo: 'Demo vereinbaren',
    viewFeatures: 'Funktionen ansehen',
    purchaseCandles: 'Kerzen kaufen',
    backToHome: 'Zurück zur Startseite',
    pricing: 'Preise',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mainNavigation: 'Hauptmenü',
    openApp: 'Koinonia öffnen',
  },
  footer: {
    about:
      'Koinonia ist das griechische Wort für Gemeinschaft. Wir schaffen ein gemeinsames Zuhause, das die Privatsphäre schützt: Hier beten, lesen, treffen sich und dienen Mitglieder, und Gemeinden können gut für sie sorgen.',
    featuresTitle: 'Funktionen',
    companyTitle: 'Unternehmen',
    legalTitle: 'Rechtliches',
    copyright: '© {year} Koinonia. Alle Rechte vorbehalten.',
    privacyPromise: 'Kein Werbe-Tracking, keine Analysedienste Dritter und kein Weiterverkauf von Daten.',
    geoLiteAttribution: 'Dieses Produkt enthält GeoLite2-Daten von MaxMind, verfügbar unter {link}.',
  },
  pages: {
    landing: 'Startseite',
    prayerWall: 'Gebetswand',
    bibleReading: 'Bibellesen',
    events: 'Veranstaltungen',
    communityChat: 'Gemeinschafts-Chat',
    volunteerHub: 'Ehrenamts-Zentrale',
    aboutUs: 'Über uns',
    candlesInfo: 'KI-Kerzen',
    contactUs: 'Kontaktieren Sie uns',
    contact: 'Kontakt',
    enterpriseContact: 'Enterprise-Tarif',
    support: 'Support',
    helpDocs: 'Hilfe-Anleitungen',
    faq: 'Häufige Fragen',
    privacyPolicy: 'Datenschutzerklärung',
    termsOfService: 'Nutzungsbedingungen',
    pricing: 'Preise',
  },
  language: {
    label: 'Sprache',
    choose: 'Sprache wählen',
    current: '{language} (aktuell)',
  },
  theme: {
    toDark: 'Zum dunklen Design wechseln',
    toLight: 'Zum hellen Design wechseln',
  },
  claims: {
    title: 'Was Gemeinschaft an einem Ort möglich macht',
    items: [
      { figure: '40\u00a0%', label: 'mehr Beteiligung' },
      { figure: '5+', label: 'Stunden Zeitersparnis pro Woche' },
      { figure: 'bis zu 60\u00a0%', label: 'mehr Mitarbeit in den Diensten' },
      { figure: '3-mal', label: 'regelmäßigeres Bibellesen' },
      { figure: '11+', label: 'Plattformen für die Verbreitung' },
    ],
  },
  privacy: {
    title: 'Datenschutz von Anfang an',
    body: 'Gebete, Tagebücher und Gespräche sind persönlich. Koinonia finanziert sich über Tarife, nicht über Werbung – so bleibt das gemeinsame Leben Ihrer Gemeinde ganz bei Ihnen.',
    points: [
      'Kein Werbe-Tracking und keine Werbe-Cookies',
      'Keine Analysedienste Dritter',
      'Ihre Daten werden nie verkauft, und Sie können sie exportieren oder löschen',
    ],
  },
};

export default copy;
