import { createPrayers } from './001-prayers';
import { createPrayerIntercessions } from './002-prayer-intercessions';
import { createBible } from './003-bible';
import { createBibleStudy } from './004-bible-study';

export const migrations = [createPrayers, createPrayerIntercessions, createBible, createBibleStudy];
