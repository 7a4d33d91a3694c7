// The audio feature's public API: the section mounts the read-aloud page (default) and the routines, lazily.
// Nothing else of this folder is imported from outside it.
export { ReadAloudRoutes as default, AudioRoutinesRoutes } from './routes';
