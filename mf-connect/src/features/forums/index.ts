// The forums feature's public API: the section mounts its routes, lazily, as the default export. Nothing
// else of this folder is imported from outside it.
export { ForumsRoutes as default } from './routes';
