/** Member management (/member-management): requests to join, the church's people and roles, the join link. */
export { MemberManagementPage } from './pages/MemberManagementPage';
