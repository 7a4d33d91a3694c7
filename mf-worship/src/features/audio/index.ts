// The audio feature's public API: the section mounts the read-aloud page (default) and the routines, lazily, and
// the now-playing bar beside its other screens.
// Nothing else of this folder is imported from outside it.
export { ReadAloudRoutes as default, AudioRoutinesRoutes } from './routes';
export { NowPlayingElsewhere } from './components/NowPlayingElsewhere';
