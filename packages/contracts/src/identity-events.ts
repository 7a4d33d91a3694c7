import { z } from 'zod';
import { accountStatuses } from './church-memberships';
import { roleSchema } from './role-schema';

/**
 * The domain events the identity service publishes (DESIGN "Services"), on its stream. `person.changed`
 * carries a person's whole public state whenever part of it changes (and once for everyone when the event
 * began), so a consumer keeps its own copy without reading identity's tables.
 */
export const personChangedEventSchema = z.object({
  userId: z.string(),
  churchId: z.string().nullable(),
  displayName: z.string(),
  role: roleSchema,
  status: z.enum(accountStatuses),
  profileImageUrl: z.string().nullable(),
  /** When the change was made, to the millisecond: a consumer keeps the newest state it has heard of. */
  changedAt: z.string(),
});
export type PersonChangedEvent = z.infer<typeof personChangedEventSchema>;

export const identityEventTypes = { personChanged: 'person.changed' } as const;
