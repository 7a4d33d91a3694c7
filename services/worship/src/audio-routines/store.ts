import type { AudioRoutineItem } from '@koinonia/contracts';

export interface AudioRoutineRecord {
  id: string;
  userId: string;
  name: string;
  items: AudioRoutineItem[];
  createdAt: Date;
  updatedAt: Date;
}

export interface AudioRoutineFields {
  name: string;
  items: AudioRoutineItem[];
}

/** Where a member's audio routines are kept; every read and write is of one member's own. */
export interface AudioRoutineStore {
  /** The member's routines, most recently changed first. */
  list(userId: string): Promise<AudioRoutineRecord[]>;
  /** Adds a routine unless the member already has `limit` of them (then undefined), counted under a lock. */
  create(userId: string, fields: AudioRoutineFields, limit: number): Promise<AudioRoutineRecord | undefined>;
  /** The member's own routine, or undefined (another member's does not exist for them). */
  find(userId: string, routineId: string): Promise<AudioRoutineRecord | undefined>;
  /** Renames the member's routine and replaces its items in one transaction; undefined when it is not theirs. */
  update(userId: string, routineId: string, fields: AudioRoutineFields): Promise<AudioRoutineRecord | undefined>;
  /** False when the member has no such routine. */
  remove(userId: string, routineId: string): Promise<boolean>;
}
