import { useQuery } from '@tanstack/react-query';
import { servedByServiceWorker } from '@koinonia/shell-contract';

/**
 * Reads what a screen will need offline, in the background, when a service worker keeps what passes through it
 * (SPEC §1 "Offline content"): at most once per usual staleness (5 minutes), online only.
 */
export function useKeptOffline(name: string, keep: () => Promise<unknown>) {
  useQuery({
    queryKey: ['kept-offline', name],
    queryFn: async () => {
      await keep();
      return true;
    },
    enabled: servedByServiceWorker(),
    retry: false,
  });
}
