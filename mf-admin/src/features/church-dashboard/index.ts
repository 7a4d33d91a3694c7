// The church dashboard's public API: the section mounts its routes.
export { ChurchDashboardRoutes } from './routes';
