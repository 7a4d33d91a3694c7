import type { CoreTranslations } from './en';

/** French (français): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Se connecter',
  'nav.getStarted': 'Commencer gratuitement',
  'nav.features': 'Fonctionnalités',
  'nav.company': 'Entreprise',
  'nav.legal': 'Mentions légales',
  'nav.scheduleDemo': 'Planifier une démo',
  'nav.viewFeatures': 'Voir les fonctionnalités',
  'nav.purchaseCandles': 'Acheter des bougies',
  'nav.backToHome': 'Retour à l’accueil',
  'app.welcome': 'Bienvenue sur Koinonia',
  'app.loading': 'Chargement…',
  'section.loadFailed': 'Impossible de charger cette section',
  'section.retry': 'Réessayer',
};

export default dictionary;
