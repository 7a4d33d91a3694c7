// The reading plans' public API: the section mounts their routes below the Bible's (lazily, as the default export),
// and the dashboard shows today's reading. Nothing else of this folder is imported from outside it.
export { ReadingPlanRoutes as default } from './routes';
export { TodaysReading } from './components/TodaysReading';
export { KeepChaptersOffline } from './offline/use-kept-chapters';
