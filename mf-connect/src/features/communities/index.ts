// The communities' public API: the section mounts their screens at /communities, /community and
// /community-management. Nothing else of this folder is imported from outside it.
export { DirectoryRoutes as default, CommunityHomeRoutes, ManagementRoutes } from './routes';
