import type { CoreTranslations } from './en';

/** French (français): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedTitle': 'Vous n’avez pas accès à cette page',
  'access.deniedBody':
    'Cette page nécessite l’accès « {access} ». Si vous pensez devoir en disposer, adressez-vous à l’administrateur de votre église.',
  'access.deniedBodyUnnamed':
    'Si vous pensez devoir avoir accès à cette page, adressez-vous à l’administrateur de votre église.',
  'access.backToDashboard': 'Retour au tableau de bord',
  'access.level.group_admin': 'Administration des groupes',
  'access.level.ministry_admin': 'Administration des ministères',
  'access.level.church_admin': 'Administration de l’église',
  'access.level.volunteer_management': 'Gestion des bénévoles',
  'access.level.staff': 'Équipe de l’église',
  'role.member': 'Membre',
  'role.leader': 'Responsable',
  'role.group_admin': 'Administrateur de groupe',
  'role.ministry_admin': 'Administrateur de ministère',
  'role.pastor': 'Pasteur',
  'role.lead_pastor': 'Pasteur principal',
  'role.church_admin': 'Administrateur d’église',
  'role.admin': 'Administrateur',
  'role.system_admin': 'Administrateur système',
  'role.super_admin': 'Super administrateur',
  'role.platform_admin': 'Administrateur de la plateforme',
  'role.regional_admin': 'Administrateur régional',
  'role.koinonia_owner': 'Propriétaire de Koinonia',
  'role.koinonia_support': 'Assistance Koinonia',
  'common.cancel': 'Annuler',
  'common.loadMore': 'Afficher plus',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
};

export default dictionary;
