import { createPrayers } from './001-prayers';
import { createPrayerIntercessions } from './002-prayer-intercessions';

export const migrations = [createPrayers, createPrayerIntercessions];
