import { AUDIO_ROUTINES_PER_MEMBER_MAX, audioRoutineContract, type AudioRoutine } from '@koinonia/contracts';
import { access, HttpError, route } from '@koinonia/service-kit';
import type { AudioRoutineRecord, AudioRoutineStore } from './store';

const toRoutine = (record: AudioRoutineRecord): AudioRoutine => ({
  id: record.id,
  name: record.name,
  items: record.items,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

const routineNotFound = () => new HttpError(404, 'This audio routine was not found', { code: 'audio_routine_not_found' });

/** The issue "/audio-routines": a member's saved routines, theirs alone (another's is a 404 to everyone else). */
export function audioRoutineRoutes(store: AudioRoutineStore) {
  const found = (record: AudioRoutineRecord | undefined) => {
    if (!record) throw routineNotFound();
    return toRoutine(record);
  };

  return [
    route(audioRoutineContract.list, {
      access: access.signedIn,
      async handle({ caller }) {
        return { items: (await store.list(caller.userId)).map(toRoutine) };
      },
    }),

    route(audioRoutineContract.create, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const created = await store.create(caller.userId, body, AUDIO_ROUTINES_PER_MEMBER_MAX);
        if (!created) {
          throw new HttpError(409, `You can keep at most ${AUDIO_ROUTINES_PER_MEMBER_MAX} audio routines`, { code: 'audio_routine_limit' });
        }
        return toRoutine(created);
      },
    }),

    route(audioRoutineContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        return found(await store.find(caller.userId, params.routineId));
      },
    }),

    route(audioRoutineContract.update, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        return found(await store.update(caller.userId, params.routineId, body));
      },
    }),

    route(audioRoutineContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        if (!(await store.remove(caller.userId, params.routineId))) throw routineNotFound();
      },
    }),
  ];
}
