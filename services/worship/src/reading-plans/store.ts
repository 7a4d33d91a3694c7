import type { CustomPlanContent, PlanRecord, ProgressRecord } from './domain';

/** Who marks a day read: the member and their church now (null: they belong to none). */
export interface ReadingMember {
  userId: string;
  churchId: string | null;
}

/** A plan the member followed, with when they last did anything in it. */
export interface FollowedPlanRecord {
  planId: string;
  progress: ProgressRecord;
}

/**
 * Where reading plans keep what is the member's own: their following of plans (days read and when) and the plans they
 * made with the custom generator. Every read and write is of one member's own; anyone else's is not found.
 */
export interface ReadingPlanStore {
  /** The member's following of the plan, or undefined when they do not follow it. */
  progress(userId: string, planId: string): Promise<ProgressRecord | undefined>;
  /** Every plan the member follows, the most recently active first. */
  followed(userId: string): Promise<FollowedPlanRecord[]>;
  /** Follows the plan from `today`; following it already changes nothing. */
  start(userId: string, planId: string, today: string): Promise<void>;
  /** Day 1 again from `today`, no day read; false when the member does not follow it. */
  restart(userId: string, planId: string, today: string): Promise<boolean>;
  /** Moves the schedule's first date (catching up); false when the member does not follow it. */
  moveSchedule(userId: string, planId: string, scheduleStartsOn: string): Promise<boolean>;
  /** Stops following it, forgetting the days read; false when the member did not follow it. */
  stop(userId: string, planId: string): Promise<boolean>;
  /**
   * Records the day read on `readOn` (a day read already keeps its date); false when the member does not follow it.
   * A day newly read earns the member Engagement Board points in `churchId`, their church now (none: no points).
   */
  markRead(reader: ReadingMember, planId: string, day: number, readOn: string): Promise<boolean>;
  /** Takes the day's reading back; false when the member does not follow it. */
  unmarkRead(userId: string, planId: string, day: number): Promise<boolean>;
  /** When the member read the day, or null. */
  readOn(userId: string, planId: string, day: number): Promise<string | null>;
  /** A custom plan of the member's, or undefined (someone else's is not found). */
  customPlan(userId: string, planId: string): Promise<PlanRecord | undefined>;
  /** Every custom plan of the member's, newest first. */
  customPlans(userId: string): Promise<PlanRecord[]>;
  /** Keeps a new custom plan, followed by its maker from `today`. */
  addCustomPlan(userId: string, content: CustomPlanContent, today: string): Promise<PlanRecord>;
}
