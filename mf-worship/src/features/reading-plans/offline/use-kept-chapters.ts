import { useQuery } from '@tanstack/react-query';
import { endpointPath, readingPlanEndpoints } from '@koinonia/contracts';
import { servedByServiceWorker, useApi } from '@koinonia/shell-contract';
import { readerTranslation } from '../../../shared/reader-translation';
import { keepPlanChapters } from './keep-chapters';

/**
 * The chapters kept offline, brought up to date with the member's plans whenever the worship section opens (and
 * again after the reads' usual 5 minutes). Under the plans' path, so a change to the member's plans refreshes it.
 * Only where a service worker will answer the reader from them.
 */
export function useKeptChapters() {
  const apiRequest = useApi();
  const translation = readerTranslation();
  return useQuery({
    queryKey: [endpointPath(readingPlanEndpoints.offline), { kept: translation }],
    queryFn: () => keepPlanChapters(apiRequest, translation),
    enabled: servedByServiceWorker(),
    // Offline it still counts what the device holds.
    networkMode: 'always',
    retry: false,
  });
}

/** Keeps the plan's chapters offline, beside every screen of the section; shows nothing. */
export function KeepChaptersOffline() {
  useKeptChapters();
  return null;
}
