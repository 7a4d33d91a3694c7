import { createDonations } from './001-donations';

export const migrations = [createDonations];
