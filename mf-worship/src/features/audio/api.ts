import { useQueryClient } from '@tanstack/react-query';
import { audioRoutineEndpoints, bibleEndpoints, type AudioRoutine, type BibleBookCode } from '@koinonia/contracts';
import { callEndpoint, endpointQueryKey, useApi, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';

/** The translations the service holds, each with the language of its text (what the voice must speak). */
export const useTranslations = () => useEndpointQuery(bibleEndpoints.translations);

/** One chapter of one translation (cached by the browser too: the text never changes). */
export const useChapter = (translation: string, book: BibleBookCode, chapter: number) =>
  useEndpointQuery(bibleEndpoints.chapter, { params: { translation, book, chapter } });

/** The member's routines, most recently changed first. */
export const useAudioRoutines = () => useEndpointQuery(audioRoutineEndpoints.list);

export const useAudioRoutine = (routineId: string) => useEndpointQuery(audioRoutineEndpoints.get, { params: { routineId } });

/** Writes the routine's cache and has the list read again, so every screen shows what the server kept. */
function useRoutineSaved() {
  const queryClient = useQueryClient();
  return (routine: AudioRoutine) => {
    queryClient.setQueryData(endpointQueryKey(audioRoutineEndpoints.get, { params: { routineId: routine.id } }), routine);
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(audioRoutineEndpoints.list) });
  };
}

export function useCreateAudioRoutine() {
  const saved = useRoutineSaved();
  return useEndpointMutation(audioRoutineEndpoints.create, { onSuccess: saved });
}

export function useUpdateAudioRoutine() {
  const saved = useRoutineSaved();
  return useEndpointMutation(audioRoutineEndpoints.update, { onSuccess: saved });
}

export function useRemoveAudioRoutine() {
  const queryClient = useQueryClient();
  return useEndpointMutation(audioRoutineEndpoints.remove, {
    onSuccess: (_answer, call) => {
      queryClient.removeQueries({ queryKey: endpointQueryKey(audioRoutineEndpoints.get, { params: call.params }) });
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(audioRoutineEndpoints.list) });
    },
  });
}

/** Reads a passage's verses (World English Bible) when a routine is played. */
export function usePassageReader() {
  const apiRequest = useApi();
  return (reference: string) => callEndpoint(apiRequest, bibleEndpoints.passage, { params: { translation: 'web' }, query: { reference } });
}
