import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  soapJournalEndpoints,
  type SoapEntry,
  type SoapEntryChanges,
} from '@koinonia/contracts';
import { callEndpoint, endpointQueryKey, useApi, useAuth, type ApiRequest } from '@koinonia/shell-contract';
import { useKeptOffline } from '../../../shared/keep-offline';
import { keepJournalOffline } from './keep-journal';
import { isNetworkFailure } from '@koinonia/api-client';
import { isWaitingHere, putToWait, sendWaitingEntries, serverIdOf } from './send-waiting';
import { waitingEntries } from './waiting-entries';

const waitingKey = (userId: string) => ['soap-journal', 'waiting', userId] as const;

/** Entries written offline and not sent yet (SPEC §1 "Offline content"), shown in the journal until they are. */
export function useWaitingEntries() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: waitingKey(userId),
    queryFn: () => waitingEntries(userId),
    enabled: userId !== '',
    // On this device: read whether or not there is a network.
    networkMode: 'always',
    staleTime: 0,
  });
}

/**
 * Sends what waits; then the waiting list is read again from the device (some were sent, or refused), and the
 * journal from the server when it has new entries.
 */
async function sendAndRefresh(apiRequest: ApiRequest, queryClient: QueryClient, userId: string) {
  const sent = await sendWaitingEntries(apiRequest, userId);
  void queryClient.invalidateQueries({ queryKey: waitingKey(userId) });
  if (sent > 0) void queryClient.invalidateQueries({ queryKey: endpointQueryKey(soapJournalEndpoints.list) });
}

/**
 * The journal offline, beside every screen of the worship section: the waiting entries are sent whenever the
 * section opens and whenever the browser is back online, whatever screen the member comes back to; and the recent
 * entries are kept for reading offline.
 */
export function JournalOffline() {
  const apiRequest = useApi();
  useKeptOffline('journal', () => keepJournalOffline(apiRequest));
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (!userId) return;
    const run = () =>
      void sendAndRefresh(apiRequest, queryClient, userId).catch((error: unknown) =>
        console.warn('[koinonia] journal entries not sent', error),
      );
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [apiRequest, queryClient, userId]);
  return null;
}

export interface EntryWrite {
  /** The editor's key: the Idempotency-Key of a new entry, and its record's name if it has to wait. */
  key: string;
  /** The server's id, once the entry has one. */
  entryId: string | null;
  body: SoapEntryChanges;
}

/**
 * Saves an entry on the server, or, without a network, on this device until it can be sent: resolves to the entry as
 * the server kept it, or to null when it waits. While an entry waits, every change to it waits behind it, so the
 * server never gets an older text after a newer one.
 */
export function useWriteEntry() {
  const apiRequest = useApi();
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return async ({ key, entryId, body }: EntryWrite): Promise<SoapEntry | null> => {
    const knownId = entryId ?? serverIdOf(key) ?? null;
    if (navigator.onLine && !isWaitingHere(key)) {
      try {
        const kept = knownId
          ? await callEndpoint(apiRequest, soapJournalEndpoints.update, { params: { entryId: knownId }, body })
          : await callEndpoint(
              apiRequest,
              soapJournalEndpoints.create,
              { body },
              { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
            );
        queryClient.setQueryData(endpointQueryKey(soapJournalEndpoints.read, { params: { entryId: kept.id } }), kept);
        void queryClient.invalidateQueries({ queryKey: endpointQueryKey(soapJournalEndpoints.list) });
        return kept;
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
      }
    }
    await putToWait({ key, userId, entryId: knownId, body });
    void queryClient.invalidateQueries({ queryKey: waitingKey(userId) });
    if (navigator.onLine) void sendAndRefresh(apiRequest, queryClient, userId);
    return null;
  };
}
