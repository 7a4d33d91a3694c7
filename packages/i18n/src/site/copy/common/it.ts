import type { CommonCopy } from './en';

/** Italian copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'La super app della chiesa per la preghiera, la Scrittura, la comunione fraterna e il servizio.',
  skipToContent: 'Vai al contenuto',
  nav: {
    features: 'Funzionalità',
    company: 'Azienda',
    legal: 'Note legali',
    signIn: 'Accedi',
    getStartedFree: 'Inizia gratis',
    scheduleDemo: 'Prenota una demo',
    viewFeatures: 'Scopri le funzionalità',
    purchaseCandles: 'Acquista candele',
    backToHome: 'Torna alla home',
    pricing: 'Prezzi',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    mainNavigation: 'Principale',
    openApp: 'Apri Koinonia',
  },
  footer: {
    about:
      'Koinonia in greco significa comunione. Costruiamo un’unica casa rispettosa della privacy, dove i membri pregano, leggono, si incontrano e servono, e dove le chiese possono prendersi cura di loro.',
    featuresTitle: 'Funzionalità',
    companyTitle: 'Azienda',
    legalTitle: 'Note legali',
    copyright: '© {year} Koinonia. Tutti i diritti riservati.',
    privacyPromise: 'Nessun tracciamento pubblicitario, nessuna analisi di terze parti e nessuna rivendita di dati.',
    geoLiteAttribution: 'Questo prodotto include dati GeoLite2 creati da MaxMind, disponibili su {link}.',
  },
  pages: {
    landing: 'Home',
    prayerWall: 'Muro della preghiera',
    bibleReading: 'Lettura biblica',
    events: 'Eventi',
    communityChat: 'Chat della comunità',
    volunteerHub: 'Centro volontariato',
    aboutUs: 'Chi siamo',
    candlesInfo: 'Candele IA',
    contactUs: 'Contattaci',
    contact: 'Contatti',
    enterpriseContact: 'Piano Enterprise',
    support: 'Assistenza',
    helpDocs: 'Guide',
    faq: 'Domande frequenti',
    privacyPolicy: 'Informativa sulla privacy',
    termsOfService: 'Termini di servizio',
    pricing: 'Prezzi',
  },
  language: {
    label: 'Lingua',
    choose: 'Scegli una lingua',
    current: '{language} (attuale)',
  },
  theme: {
    toDark: 'Passa al tema scuro',
    toLight: 'Passa al tema chiaro',
  },
  claims: {
    title: 'Che cosa rende possibile la comunione in un unico luogo',
    items: [
      { figure: '40%', label: 'di coinvolgimento in più' },
      { figure: '5+', label: 'ore risparmiate ogni settimana' },
      { figure: 'fino al 60%', label: 'di partecipazione in più ai ministeri' },
      { figure: '3 volte', label: 'più costanza nella lettura della Bibbia' },
      { figure: '11+', label: 'piattaforme di distribuzione' },
    ],
  },
  privacy: {
    title: 'La privacy al primo posto, fin dalla progettazione',
    body: 'Preghiere, diari e conversazioni sono personali. Koinonia si sostiene con gli abbonamenti, non con la pubblicità, così la vita comunitaria della tua chiesa resta vostra.',
    points: [
      'Nessun tracciamento pubblicitario e nessun cookie pubblicitario',
      'Nessuna analisi di terze parti',
      'I tuoi dati non vengono mai venduti e puoi esportarli o eliminarli',
    ],
  },
};

export default copy;
