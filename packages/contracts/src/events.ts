import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './keyset-page';

/** SPEC §1 "Events": what the events list shows of one event. */
export const churchEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  createdBy: z.string(),
});
export type ChurchEvent = z.infer<typeof churchEventSchema>;

export const eventListQuerySchema = pageQuerySchema();
export const eventPageSchema = pageSchema(churchEventSchema);
export type EventPage = z.infer<typeof eventPageSchema>;
