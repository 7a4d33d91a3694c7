// No zod here: the audio routines' screens import this module; the schemas are in audio-routines.ts.
import { defineEndpoints } from './endpoint';
import type { AudioRoutineSchemas } from './audio-routines';

// The issue "/audio-routines": a member's saved sequences of passages, prayers and pauses, read aloud in order.
export const AUDIO_ROUTINES_PER_MEMBER_MAX = 20;
export const AUDIO_ROUTINE_ITEMS_MAX = 30;
export const AUDIO_ROUTINE_NAME_MAX_LENGTH = 80;
export const AUDIO_ROUTINE_PRAYER_MAX_LENGTH = 2000;
/** A passage is kept as its English reference ("Psalms 23", "John 3:16–18"), as formatBibleReference writes it. */
export const AUDIO_ROUTINE_REFERENCE_MAX_LENGTH = 60;
export const AUDIO_ROUTINE_PAUSE_MIN_SECONDS = 1;
export const AUDIO_ROUTINE_PAUSE_MAX_SECONDS = 300;

/** What a routine's step is: a Bible passage read aloud, a prayer the member wrote, or silence. */
export const audioRoutineItemKinds = ['passage', 'prayer', 'pause'] as const;
export type AudioRoutineItemKind = (typeof audioRoutineItemKinds)[number];

/** A member's audio routines, theirs alone: another member's routine does not exist for the caller (404). */
export const audioRoutineEndpoints = defineEndpoints<AudioRoutineSchemas>()({
  /** The caller's routines, most recently changed first. */
  list: ['GET', '/api/audio-routines'],
  create: ['POST', '/api/audio-routines', 201],
  get: ['GET', '/api/audio-routines/:routineId'],
  /** The whole routine: its name and its items, which replace the ones it had. */
  update: ['PUT', '/api/audio-routines/:routineId'],
  remove: ['DELETE', '/api/audio-routines/:routineId', 204],
});

/** The issue "/spiritual-audio": how fast the browser's voice may read, as a multiple of its normal rate. */
export const AUDIO_SPEECH_RATE_MIN = 0.75;
export const AUDIO_SPEECH_RATE_MAX = 1.5;
