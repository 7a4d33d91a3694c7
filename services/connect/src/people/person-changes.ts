import { identityEventTypes, personChangedEventSchema } from '@koinonia/contracts';
import type { Database, DomainEvent } from '@koinonia/service-kit';
import { createDatabasePeopleStore } from './database-store';

/** Keeps connect's copy of people (connect.people) from identity's `person.changed` events; idempotent. */
export function personChanges(deps: { db: Database }) {
  const people = createDatabasePeopleStore(deps.db);
  return async (event: DomainEvent): Promise<void> => {
    if (event.type !== identityEventTypes.personChanged) return;
    const person = personChangedEventSchema.parse(event.payload);
    await people.upsert([{ ...person, changedAt: new Date(person.changedAt) }]);
  };
}
