import {
  ENGAGEMENT_PERIOD_DAYS,
  ENGAGEMENT_POINTS,
  journalEntrySavedEventSchema,
  prayerPrayedEventSchema,
  prayerSharedEventSchema,
  readingDayReadEventSchema,
  worshipEventTypes,
  type EngagementBoard,
  type EngagementKind,
  type EngagementPeriod,
} from '@koinonia/contracts';
import type { DomainEvent } from '@koinonia/service-kit';

/**
 * Points a member earned, named by what earned them: the same source (an event delivered twice, a reading day
 * unmarked and marked again, a draft saved twice) counts once.
 */
export interface EngagementAward {
  sourceKey: string;
  userId: string;
  churchId: string;
  kind: EngagementKind;
  points: number;
  earnedAt: Date;
}

/** Who reads a board: the member and their church (a board is a church's, or one of its communities'). */
export interface BoardReader {
  userId: string;
  churchId: string;
}

/** A member's total on a board, ranked (shared on equal points) and placed (ties by name). */
export interface RankedMember {
  userId: string;
  displayName: string;
  profileImageUrl: string | null;
  points: number;
  rank: number;
}

const award = (
  kind: EngagementKind,
  sourceKey: string,
  member: { userId: string; churchId: string },
  earnedAt: Date,
): EngagementAward => ({
  sourceKey,
  userId: member.userId,
  churchId: member.churchId,
  kind,
  points: ENGAGEMENT_POINTS[kind],
  earnedAt,
});

/**
 * Being checked in at an event (SPEC §1 "Engagement Board": event attendance): once per member and occurrence,
 * earned in the event's church when the check-in happened.
 */
export function attendanceAward(
  attendance: { eventId: string; occurrence: Date; userId: string; churchId: string },
  checkedInAt: Date,
): EngagementAward {
  const sourceKey = `attended:${attendance.eventId}:${attendance.occurrence.toISOString()}:${attendance.userId}`;
  return award('event_attended', sourceKey, attendance, checkedInAt);
}

/**
 * What a worship event earns (SPEC §1 "Engagement Board"), or null: a reading day read, a journal entry saved, a
 * prayer request shared, a prayer for someone else's request. It is earned when it happened, not when it arrived.
 */
export function awardOf(event: DomainEvent): EngagementAward | null {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case worshipEventTypes.readingDayRead: {
      const read = readingDayReadEventSchema.parse(event.payload);
      return award('reading_day', `reading:${read.userId}:${read.planId}:${read.day}`, read, at);
    }
    case worshipEventTypes.journalEntrySaved: {
      const saved = journalEntrySavedEventSchema.parse(event.payload);
      return award('journal_entry', `journal:${saved.entryId}`, saved, at);
    }
    case worshipEventTypes.prayerShared: {
      const shared = prayerSharedEventSchema.parse(event.payload);
      return award('prayer_shared', `prayer:${shared.prayerId}`, shared, at);
    }
    case worshipEventTypes.prayerPrayed: {
      const prayed = prayerPrayedEventSchema.parse(event.payload);
      // Events written before the board do not say who prayed.
      if (!prayed.intercessorId || !prayed.churchId) return null;
      const member = { userId: prayed.intercessorId, churchId: prayed.churchId };
      return award('prayed', `prayed:${prayed.intercessorId}:${prayed.prayerId}`, member, at);
    }
    default:
      return null;
  }
}

/** The first moment a period adds points from (the last 7 or 30 days), or null for all time. */
export function periodStart(period: EngagementPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  return new Date(now.getTime() - ENGAGEMENT_PERIOD_DAYS[period] * 24 * 60 * 60 * 1000);
}

/**
 * The board as the reader sees it: the top members (ranked by the store, ties shared), their own row marked, and
 * their standing, even when they are not among the top (their rank is null while hidden or without points).
 */
export function boardOf(
  period: EngagementPeriod,
  reader: Pick<BoardReader, 'userId'>,
  board: { top: readonly RankedMember[]; own: RankedMember | undefined },
  mine: { points: number; optedOut: boolean },
): EngagementBoard {
  const own = mine.optedOut ? undefined : board.own;
  return {
    period,
    entries: board.top
      .filter((member) => !(mine.optedOut && member.userId === reader.userId))
      .map((member) => ({ ...member, isMe: member.userId === reader.userId })),
    me: { rank: own?.rank ?? null, points: mine.points, optedOut: mine.optedOut },
  };
}
