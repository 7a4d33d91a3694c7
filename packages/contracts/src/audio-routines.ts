import { z } from 'zod';
import {
  AUDIO_ROUTINE_ITEMS_MAX,
  AUDIO_ROUTINE_NAME_MAX_LENGTH,
  AUDIO_ROUTINE_PAUSE_MAX_SECONDS,
  AUDIO_ROUTINE_PAUSE_MIN_SECONDS,
  AUDIO_ROUTINE_PRAYER_MAX_LENGTH,
  AUDIO_ROUTINE_REFERENCE_MAX_LENGTH,
  audioRoutineEndpoints,
} from './audio-routines-endpoints';
import { parseBibleReference } from './bible-reference';
import { withSchemas } from './endpoint';

const passageItemSchema = z.strictObject({
  kind: z.literal('passage'),
  reference: z
    .string()
    .trim()
    .min(1, 'Write a Bible reference')
    .max(AUDIO_ROUTINE_REFERENCE_MAX_LENGTH)
    .refine((reference) => parseBibleReference(reference) !== null, 'This is not a Bible reference (e.g. Psalm 23)'),
});
const prayerItemSchema = z.strictObject({
  kind: z.literal('prayer'),
  text: z.string().trim().min(1, 'Write the prayer').max(AUDIO_ROUTINE_PRAYER_MAX_LENGTH),
});
const pauseItemSchema = z.strictObject({
  kind: z.literal('pause'),
  seconds: z
    .number('The pause must be a number of seconds')
    .int('The pause must be a whole number of seconds')
    .min(AUDIO_ROUTINE_PAUSE_MIN_SECONDS)
    .max(AUDIO_ROUTINE_PAUSE_MAX_SECONDS),
});

export const audioRoutineItemSchema = z.discriminatedUnion('kind', [passageItemSchema, prayerItemSchema, pauseItemSchema]);
export type AudioRoutineItem = z.infer<typeof audioRoutineItemSchema>;

export const audioRoutineSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** In the order they are played. */
  items: z.array(audioRoutineItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AudioRoutine = z.infer<typeof audioRoutineSchema>;

export const audioRoutineListSchema = z.object({ items: z.array(audioRoutineSchema) });
export type AudioRoutineList = z.infer<typeof audioRoutineListSchema>;

const audioRoutineFieldsSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the routine a name').max(AUDIO_ROUTINE_NAME_MAX_LENGTH),
  items: z.array(audioRoutineItemSchema).max(AUDIO_ROUTINE_ITEMS_MAX),
});
export type AudioRoutineFields = z.infer<typeof audioRoutineFieldsSchema>;

const audioRoutineParamsSchema = z.strictObject({ routineId: z.uuid('The routine id is not valid') });

const audioRoutineSchemas = {
  list: { response: audioRoutineListSchema },
  create: { body: audioRoutineFieldsSchema, response: audioRoutineSchema },
  get: { params: audioRoutineParamsSchema, response: audioRoutineSchema },
  update: { params: audioRoutineParamsSchema, body: audioRoutineFieldsSchema, response: audioRoutineSchema },
  remove: { params: audioRoutineParamsSchema },
};
export type AudioRoutineSchemas = typeof audioRoutineSchemas;

/** The audio routines with their schemas: what the worship service mounts. */
export const audioRoutineContract = withSchemas(audioRoutineEndpoints, audioRoutineSchemas);
