// People's public API: the section mounts the directory (/people) and the contacts (/contacts), lazily.
export { PeopleRoutes as default, ContactsRoutes } from './routes';
