// The church directory's public API: the section mounts the directory (/churches, the default export, so it loads
// lazily) and claiming (/church-claiming). Nothing else of this folder is imported from outside it.
export { ChurchesRoutes as default, ChurchClaimingRoutes } from './routes';
