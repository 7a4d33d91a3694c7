import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@koinonia/contracts';

/** SPEC §2, §4: a page element with this id switches an anonymous visitor into demo mode. */
export const DEMO_TRIGGER_ID = 'demo-trigger';

/** SPEC §3: the demo user has role member. It exists only in the browser; the server knows no such user. */
export const DEMO_USER: CurrentUser = Object.freeze({
  id: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@koinonia.app',
  role: 'member',
  username: 'demo',
  preferredLanguage: null,
  profileImageUrl: null,
  emailVerified: false,
  phoneVerified: false,
  isAuthenticated: true,
  country: null,
});

const hasDemoTrigger = () => document.getElementById(DEMO_TRIGGER_ID) !== null;

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Whether the page holds the demo-trigger element right now (it may be added or removed at any time). */
export function useDemoTrigger(): boolean {
  return useSyncExternalStore(subscribe, hasDemoTrigger, () => false);
}
