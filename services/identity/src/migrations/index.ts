import { createUsers } from './001-users';

export const migrations = [createUsers];
