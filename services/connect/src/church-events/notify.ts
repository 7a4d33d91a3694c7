import type { Database } from '@koinonia/service-kit';
import type { Notifier } from '../notifications/notifier';

export interface EventNotice {
  /** Stable when the notice must be made once whatever retries (a reminder); new otherwise. */
  id?: string;
  userId: string;
  title: string;
  message: string;
  actionUrl: string;
}

export interface NotifyDeps {
  notifier: Notifier;
}

const asEventNotices = (notices: readonly EventNotice[]) => notices.map((notice) => ({ ...notice, type: 'event' as const }));

/**
 * Writes 'event' notices through `db` (a job's transaction, so they commit with it) on the channels each member
 * chose, and answers what to run after the commit (the live push, waking the outbox and the job worker).
 */
export function writeEventNotices(db: Database, deps: NotifyDeps, notices: readonly EventNotice[]): Promise<() => Promise<void>> {
  return deps.notifier.write(db, asEventNotices(notices));
}

/** Tells them now, in a transaction of its own. */
export function sendEventNotices(db: Database, deps: NotifyDeps, notices: readonly EventNotice[]): Promise<void> {
  return deps.notifier.send(db, asEventNotices(notices));
}
