import type { BoardReader, EngagementAward, RankedMember } from './domain';

/** Which board: since when points count (null: all time), and only one community's members when given. */
export interface BoardQuery {
  since: Date | null;
  communityId?: string;
  limit: number;
}

/**
 * Where the Engagement Board keeps the points earned and who hides from it. Other connect features award points
 * through `award` (event attendance at check-in, serving: to come).
 */
export interface EngagementStore {
  /** Keeps each award unless its source earned already; answers how many were new. */
  award(awards: readonly EngagementAward[]): Promise<number>;
  /**
   * The reader's church's active members with points since then, hidden ones left out, most points first (ties
   * share a rank, then by name): the first `limit`, and the reader's own place wherever it is.
   */
  board(reader: BoardReader, query: BoardQuery): Promise<{ top: RankedMember[]; own: RankedMember | undefined }>;
  /** The member's points in their church since then. */
  pointsOf(reader: BoardReader, since: Date | null): Promise<number>;
  isOptedOut(userId: string): Promise<boolean>;
  setOptedOut(userId: string, optedOut: boolean): Promise<void>;
  isCommunityMember(communityId: string, userId: string): Promise<boolean>;
}
