// Saved items' public API: the section mounts its routes, lazily, as the default export. The Save buttons of the
// wall, the Bible reader and the journal are the remote's shared SaveToggle (src/shared/save-toggle.tsx).
export { SavedRoutes as default } from './routes';
export { KeepSavedOffline } from './offline/keep-saved';
