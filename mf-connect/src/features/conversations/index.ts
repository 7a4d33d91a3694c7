// The conversations' public API: the section mounts /messages and /chat. Nothing else of this folder is imported from
// outside it.
export { ChatRoutes, MessagesRoutes } from './routes';
