// The dashboard's public API: the section mounts its routes.
export { DashboardRoutes } from './routes';
