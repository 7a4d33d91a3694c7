import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@koinonia/api-client';
import type { PreferencesUpdate, UserPreferences } from '@koinonia/contracts';

export const PREFERENCES_KEY = ['/api/user/preferences'] as const;

/**
 * SPEC §4, §7: a signed-in user's preferences are read from the server (skipped on the auth pages) and,
 * once loaded, override the local theme and font size. Choices are saved back; a failed save keeps the
 * local choice and is only logged.
 */
export function usePreferencesSync(options: { enabled: boolean; adopt(preferences: UserPreferences): void }) {
  const { enabled, adopt } = options;
  const queryClient = useQueryClient();
  const preferences = useQuery<UserPreferences>({ queryKey: PREFERENCES_KEY, enabled, retry: false });
  const loaded = enabled ? preferences.data : undefined;
  useEffect(() => {
    if (loaded) adopt(loaded);
  }, [loaded, adopt]);

  return useCallback(
    (update: PreferencesUpdate) => {
      if (!enabled) return;
      queryClient.setQueryData<UserPreferences>(PREFERENCES_KEY, (current) => (current ? { ...current, ...update } : current));
      apiRequest('PUT', '/api/user/preferences', update).catch((error: unknown) =>
        console.warn('[koinonia] preferences not saved', error instanceof Error ? error.message : error),
      );
    },
    [enabled, queryClient],
  );
}
