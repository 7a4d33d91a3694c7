// The Serve Hub's public API: the section mounts its routes.
export { ServeHubRoutes } from './routes';
