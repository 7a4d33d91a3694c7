import { useCallback, useEffect, useState } from 'react';
import { MAX_PINNED_ITEMS } from '@koinonia/contracts';

/** SPEC §3 "Navigation state (version 1)", kept locally (SPEC §4 "Sidebar"). */
export interface NavigationState {
  version: 1;
  expandedGroup: string | null;
  /** Item ids, oldest first. */
  pinned: string[];
  iconMode: boolean;
  /** Groups whose first-view tooltip was seen. */
  tooltipsSeen: string[];
}

export const NAVIGATION_STORAGE_KEY = 'navigationState';
/** SPEC §5, §9: at most 3 pins. */
export { MAX_PINNED_ITEMS };

export const initialNavigationState: NavigationState = { version: 1, expandedGroup: null, pinned: [], iconMode: false, tooltipsSeen: [] };

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** A stored state is used only if it is version 1 and well formed; anything else starts afresh. */
export function parseNavigationState(text: string | null): NavigationState {
  if (!text) return initialNavigationState;
  try {
    const value = JSON.parse(text) as Partial<NavigationState>;
    if (value.version !== 1) return initialNavigationState;
    return {
      version: 1,
      expandedGroup: typeof value.expandedGroup === 'string' ? value.expandedGroup : null,
      pinned: isStringList(value.pinned) ? value.pinned.slice(-MAX_PINNED_ITEMS) : [],
      iconMode: value.iconMode === true,
      tooltipsSeen: isStringList(value.tooltipsSeen) ? value.tooltipsSeen : [],
    };
  } catch {
    return initialNavigationState;
  }
}

/** SPEC §5: pinning a fourth item drops the oldest of the kept ones; pinning a pinned item unpins it. */
export function togglePin(pinned: readonly string[], id: string): string[] {
  if (pinned.includes(id)) return pinned.filter((entry) => entry !== id);
  return [...pinned, id].slice(-MAX_PINNED_ITEMS);
}

export function useNavigationState() {
  const [state, setState] = useState<NavigationState>(() =>
    parseNavigationState(window.localStorage.getItem(NAVIGATION_STORAGE_KEY)),
  );
  useEffect(() => {
    window.localStorage.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  const update = useCallback((change: (current: NavigationState) => Partial<NavigationState>) => {
    setState((current) => {
      const changes = change(current);
      const unchanged = Object.entries(changes).every(([key, value]) => current[key as keyof NavigationState] === value);
      return unchanged ? current : { ...current, ...changes };
    });
  }, []);

  return {
    state,
    expandGroup: useCallback((id: string | null) => update(() => ({ expandedGroup: id })), [update]),
    togglePin: useCallback((id: string) => update((current) => ({ pinned: togglePin(current.pinned, id) })), [update]),
    setIconMode: useCallback((iconMode: boolean) => update(() => ({ iconMode })), [update]),
    markTooltipSeen: useCallback(
      (id: string) =>
        update((current) => (current.tooltipsSeen.includes(id) ? {} : { tooltipsSeen: [...current.tooltipsSeen, id] })),
      [update],
    ),
  };
}
