// The S.O.A.P. journal's public API: the section mounts its routes, lazily, as the default export. Nothing else of
// this folder is imported from outside it.
export { SoapJournalRoutes as default } from './routes';
export { JournalOffline } from './offline/use-waiting-entries';
