import { createPrayers } from './001-prayers';

export const migrations = [createPrayers];
