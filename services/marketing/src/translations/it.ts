import type { CoreTranslations } from './en';

/** Italian (italiano): the core strings, translated from en.ts. */
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
  'access.deniedBody': 'Questa pagina richiede l’accesso «{access}». Se pensi di doverlo avere, chiedi all’amministratore della tua chiesa.',
  'access.deniedBodyUnnamed': 'Se pensi di dover avere accesso a questa pagina, chiedi all’amministratore della tua chiesa.',
  'access.backToDashboard': 'Torna al pannello',
  'access.level.group_admin': 'Amministrazione gruppi',
  'access.level.ministry_admin': 'Amministrazione ministeri',
  'access.level.church_admin': 'Amministrazione chiesa',
  'access.level.volunteer_management': 'Gestione volontari',
  'access.level.staff': 'Staff della chiesa',
};

export default dictionary;
