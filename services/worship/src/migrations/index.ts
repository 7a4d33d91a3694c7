import { createPrayers } from './001-prayers';
import { createPrayerIntercessions } from './002-prayer-intercessions';
import { createBible } from './003-bible';
import { createBibleStudy } from './004-bible-study';
import { createSoapJournal } from './005-soap-journal';
import { createPrayerCircles } from './006-prayer-circles';
import { createReadingPlans } from './007-reading-plans';
import { createJournalShares } from './008-journal-shares';
import { createSavedItems } from './009-saved-items';
import { createAudioRoutines } from './010-audio-routines';
import { createSoapEntryClientKeys } from './011-soap-entry-client-keys';

export const migrations = [createPrayers, createPrayerIntercessions, createBible, createBibleStudy, createSoapJournal, createPrayerCircles, createReadingPlans, createJournalShares, createSavedItems, createAudioRoutines, createSoapEntryClientKeys];
