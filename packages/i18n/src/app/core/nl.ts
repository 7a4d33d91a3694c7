import type { CoreTranslations } from './en';

/** Dutch (Nederlands): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Inloggen',
  'nav.getStarted': 'Gratis beginnen',
  'nav.features': 'Functies',
  'nav.company': 'Bedrijf',
  'nav.legal': 'Juridisch',
  'nav.scheduleDemo': 'Demo inplannen',
  'nav.viewFeatures': 'Functies bekijken',
  'nav.purchaseCandles': 'Kaarsen kopen',
  'nav.backToHome': 'Terug naar home',
  'app.welcome': 'Welkom bij Koinonia',
  'app.loading': 'Laden…',
  'section.loadFailed': 'Dit onderdeel kon niet worden geladen',
  'section.retry': 'Opnieuw proberen',
  'access.deniedTitle': 'Je hebt geen toegang tot deze pagina',
  'access.deniedBody':
    'Voor deze pagina heb je de toegang „{access}” nodig. Denk je dat je die zou moeten hebben? Vraag het dan aan de beheerder van je kerk.',
  'access.deniedBodyUnnamed':
    'Denk je dat je toegang tot deze pagina zou moeten hebben? Vraag het dan aan de beheerder van je kerk.',
  'access.backToDashboard': 'Terug naar het dashboard',
  'access.level.group_admin': 'Groepsbeheer',
  'access.level.ministry_admin': 'Bedieningsbeheer',
  'access.level.church_admin': 'Kerkbeheer',
  'access.level.volunteer_management': 'Vrijwilligersbeheer',
  'access.level.staff': 'Kerkmedewerker',
  'role.member': 'Lid',
  'role.leader': 'Leider',
  'role.group_admin': 'Groepsbeheerder',
  'role.ministry_admin': 'Bedieningsbeheerder',
  'role.pastor': 'Voorganger',
  'role.lead_pastor': 'Hoofdvoorganger',
  'role.church_admin': 'Kerkbeheerder',
  'role.admin': 'Beheerder',
  'role.system_admin': 'Systeembeheerder',
  'role.super_admin': 'Superbeheerder',
  'role.platform_admin': 'Platformbeheerder',
  'role.regional_admin': 'Regionale beheerder',
  'role.koinonia_owner': 'Eigenaar van Koinonia',
  'role.koinonia_support': 'Koinonia-ondersteuning',
  'common.cancel': 'Annuleren',
  'common.loadMore': 'Meer laden',
  'common.loading': 'Laden…',
  'common.retry': 'Opnieuw proberen',
};

export default dictionary;
