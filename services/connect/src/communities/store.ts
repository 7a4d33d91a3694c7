import type { CommunityPrivacy, CommunityRole, CommunityType, KeysetPosition } from '@koinonia/contracts';
import type { CampusRecord, CommunityReader, CommunityRecord, JoinRequestRecord, MemberRecord } from './domain';

export interface Page {
  after: KeysetPosition | null;
  limit: number;
}

export interface DirectoryQuery extends Page {
  q?: string;
  type?: CommunityType;
  campusId?: string;
  /** Only the communities the reader has asked to join. */
  requestedOnly?: boolean;
}

export interface CommunitySettingsRecord {
  name: string;
  description: string;
  type: CommunityType;
  privacy: CommunityPrivacy;
  campusId: string | null;
}

/** What changing someone's place in a community came to. */
export type MembershipChange = 'done' | 'not_member' | 'last_admin';

/**
 * Where the communities of each church are kept, in the feature's own terms. Every read is for one reader of one
 * church: another church's community is not found, and the directory applies domain.canSee in its query.
 */
export interface CommunityStore {
  /** The reader's church's communities the reader may see, by name. */
  listDirectory(reader: CommunityReader, query: DirectoryQuery): Promise<CommunityRecord[]>;
  /** The communities of the reader's church they belong to, by name. */
  listMine(reader: CommunityReader): Promise<CommunityRecord[]>;
  /** Those the reader runs as admin or leader, by name; `all` for the church's staff. */
  listManaged(reader: CommunityReader, page: Page & { all: boolean }): Promise<CommunityRecord[]>;
  /** One community of the reader's church, as they read it, whoever may see it (the caller decides). */
  find(communityId: string, reader: CommunityReader): Promise<CommunityRecord | undefined>;
  /** Creates a community with its creator as its admin; answers its id. */
  create(churchId: string, settings: CommunitySettingsRecord, creatorId: string): Promise<string>;
  update(communityId: string, settings: CommunitySettingsRecord): Promise<void>;
  remove(communityId: string): Promise<void>;
  /** Adds a member (their pending request, if any, is answered by it); false when they were one already. */
  addMember(communityId: string, userId: string, role: CommunityRole): Promise<boolean>;
  findMember(communityId: string, userId: string): Promise<MemberRecord | undefined>;
  /** Changes a member's role, or removes them (null), unless that leaves the community without an admin. */
  changeMember(communityId: string, userId: string, next: CommunityRole | null): Promise<MembershipChange>;
  listMembers(communityId: string, page: Page): Promise<MemberRecord[]>;
  /** Records a request to join (once; asking again keeps the first). */
  addRequest(communityId: string, userId: string): Promise<void>;
  /** Takes a pending request away; false when there was none. */
  removeRequest(communityId: string, userId: string): Promise<boolean>;
  /** Turns the pending request into membership; false when there was none. */
  acceptRequest(communityId: string, userId: string): Promise<boolean>;
  listRequests(communityId: string, page: Page): Promise<JoinRequestRecord[]>;
  /** People of the church who are not members of the community, by name, matching the words. */
  listCandidates(
    communityId: string,
    churchId: string,
    query: Page & { q?: string },
  ): Promise<Array<{ userId: string; name: string }>>;
  /** A person of the church, by connect's directory of people. */
  findPerson(userId: string, churchId: string): Promise<{ userId: string; name: string } | undefined>;

  listCampuses(churchId: string, page: Page): Promise<CampusRecord[]>;
  findCampus(campusId: string, churchId: string): Promise<CampusRecord | undefined>;
  /** Adds a campus; null when the church has one of that name already. */
  createCampus(churchId: string, campus: { name: string; address: string }): Promise<CampusRecord | null>;
  /** Renames a campus; false when another of the church has that name. */
  updateCampus(campusId: string, campus: { name: string; address: string }): Promise<boolean>;
  /** Takes a campus away; its communities are then at no campus. */
  removeCampus(campusId: string): Promise<void>;
}
