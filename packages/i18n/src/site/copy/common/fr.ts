import type { CommonCopy } from './en';

/** French copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'La super-app de l’église pour la prière, les Écritures, la communion fraternelle et le service.',
  skipToContent: 'Aller au contenu',
  nav: {
    features: 'Fonctionnalités',
    company: 'Entreprise',
    legal: 'Mentions légales',
    signIn: 'Se connecter',
    getStartedFree: 'Commencer gratuitement',
    scheduleDemo: 'Planifier une démo',
    viewFeatures: 'Voir les fonctionnalités',
    purchaseCandles: 'Acheter des bougies',
    backToHome: 'Retour à l’accueil',
    pricing: 'Tarifs',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainNavigation: 'Principale',
    openApp: 'Ouvrir Koinonia',
  },
  footer: {
    about:
      'Koinonia signifie « communion » en grec. Nous construisons un lieu unique et respectueux de la vie privée, où les membres prient, lisent, se rassemblent et servent, et où les églises prennent bien soin d’eux.',
    featuresTitle: 'Fonctionnalités',
    companyTitle: 'Entreprise',
    legalTitle: 'Mentions légales',
    copyright: '© {year} Koinonia. Tous droits réservés.',
    privacyPromise: 'Aucun pistage publicitaire, aucune analyse par des tiers et aucune revente de données.',
    geoLiteAttribution: 'Ce produit inclut des données GeoLite2 créées par MaxMind, disponibles sur {link}.',
  },
  pages: {
    landing: 'Accueil',
    prayerWall: 'Mur de prière',
    bibleReading: 'Lecture de la Bible',
    events: 'Événements',
    communityChat: 'Discussions communautaires',
    volunteerHub: 'Pôle bénévolat',
    aboutUs: 'À propos',
    candlesInfo: 'Bougies IA',
    contactUs: 'Nous contacter',
    contact: 'Contact',
    enterpriseContact: 'Offre Enterprise',
    support: 'Assistance',
    helpDocs: 'Guides d’aide',
    faq: 'Questions fréquentes',
    privacyPolicy: 'Politique de confidentialité',
    termsOfService: 'Conditions d’utilisation',
    pricing: 'Tarifs',
  },
  language: {
    label: 'Langue',
    choose: 'Choisir une langue',
    current: '{language} (actuelle)',
  },
  theme: {
    toDark: 'Passer au thème sombre',
    toLight: 'Passer au thème clair',
  },
  claims: {
    title: 'Ce que rend possible une communion rassemblée en un seul lieu',
    items: [
      { figure: '40 %', label: 'd’engagement en plus' },
      { figure: '5+', label: 'heures gagnées chaque semaine' },
      { figure: 'jusqu’à 60 %', label: 'de participation en plus aux ministères' },
      { figure: '3 fois', label: 'plus de régularité dans la lecture de la Bible' },
      { figure: '11+', label: 'plateformes de diffusion' },
    ],
  },
  privacy: {
    title: 'Respect de la vie privée, dès la conception',
    body: 'Les prières, les journaux et les conversations sont personnels. Koinonia est financé par des abonnements, pas par la publicité : la vie commune de votre église reste la vôtre.',
    points: [
      'Aucun pistage publicitaire ni cookie publicitaire',
      'Aucune analyse par des tiers',
      'Vos données ne sont jamais vendues, et vous pouvez les exporter ou les supprimer',
    ],
  },
};

export default copy;
