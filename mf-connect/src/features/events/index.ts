// The events feature's public API: the section mounts its routes.
export { EventsRoutes } from './routes';
