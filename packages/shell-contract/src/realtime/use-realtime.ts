import { useCallback, useEffect, useRef } from 'react';
import type { RealtimeClientMessage } from '@koinonia/contracts';
// A subpath of its own (@koinonia/shell-contract/use-realtime), not the shared contract: only the screens that listen
// carry it, and the shell's first screen does not.
import { useShell } from '@koinonia/shell-contract';
import type { RealtimeHandler } from './types';

/**
 * Hears what the server sends on /ws while the component is mounted and someone is signed in; `handler` may change
 * between renders without resubscribing. Without a connection (tests, the signed-out site) it hears nothing.
 */
export function useRealtime(handler: RealtimeHandler): void {
  const { realtime, user } = useShell();
  const latest = useRef(handler);
  latest.current = handler;
  const signedIn = user !== null;
  useEffect(() => {
    if (!realtime || !signedIn) return undefined;
    return realtime.subscribe((event) => latest.current(event));
  }, [realtime, signedIn]);
}

/** Sends to the server on /ws (a typing signal); false when not connected. */
export function useRealtimeSend(): (message: RealtimeClientMessage) => boolean {
  const { realtime } = useShell();
  return useCallback((message: RealtimeClientMessage) => realtime?.send(message) ?? false, [realtime]);
}
