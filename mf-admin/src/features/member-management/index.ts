// Member management (/member-management): requests to join, the church's people and roles, the join link.
// Its public API: the section mounts its routes, lazily, as the default export.
export { MemberManagementRoutes as default } from './routes';
