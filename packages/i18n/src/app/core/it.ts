import type { CoreTranslations } from './en';

/** Italian (italiano): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Accedi',
  'nav.getStarted': 'Inizia gratis',
  'nav.features': 'Funzionalità',
  'nav.company': 'Azienda',
  'nav.legal': 'Note legali',
  'nav.scheduleDemo': 'Prenota una demo',
  'nav.viewFeatures': 'Scopri le funzionalità',
  'nav.purchaseCandles': 'Acquista candele',
  'nav.backToHome': 'Torna alla home',
  'app.welcome': 'Benvenuto su Koinonia',
  'app.loading': 'Caricamento…',
  'section.loadFailed': 'Impossibile caricare questa sezione',
  'section.retry': 'Riprova',
  'access.deniedTitle': 'Non hai accesso a questa pagina',
  'access.deniedBody':
    'Questa pagina richiede l’accesso «{access}». Se pensi di doverlo avere, chiedi all’amministratore della tua chiesa.',
  'access.deniedBodyUnnamed':
    'Se pensi di dover avere accesso a questa pagina, chiedi all’amministratore della tua chiesa.',
  'access.backToDashboard': 'Torna al pannello',
  'access.level.group_admin': 'Amministrazione gruppi',
  'access.level.ministry_admin': 'Amministrazione ministeri',
  'access.level.church_admin': 'Amministrazione chiesa',
  'access.level.volunteer_management': 'Gestione volontari',
  'access.level.staff': 'Staff della chiesa',
  'role.member': 'Membro',
  'role.leader': 'Responsabile',
  'role.group_admin': 'Amministratore di gruppo',
  'role.ministry_admin': 'Amministratore di ministero',
  'role.pastor': 'Pastore',
  'role.lead_pastor': 'Pastore principale',
  'role.church_admin': 'Amministratore della chiesa',
  'role.admin': 'Amministratore',
  'role.system_admin': 'Amministratore di sistema',
  'role.super_admin': 'Super amministratore',
  'role.platform_admin': 'Amministratore della piattaforma',
  'role.regional_admin': 'Amministratore regionale',
  'role.koinonia_owner': 'Proprietario di Koinonia',
  'role.koinonia_support': 'Assistenza Koinonia',
  'common.cancel': 'Annulla',
  'common.loadMore': 'Carica altro',
  'common.loading': 'Caricamento…',
  'common.retry': 'Riprova',
};

export default dictionary;
