// The Bible's public API: the section mounts its routes (lazily, as the default export) and the
// dashboard shows the verse of the day. Nothing else of this folder is imported from outside it.
export { BibleRoutes as default } from './routes';
export { VerseOfTheDay } from './components/VerseOfTheDay';
