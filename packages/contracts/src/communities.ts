import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { searchWords } from './search-words';
import {
  CAMPUS_ADDRESS_MAX_LENGTH,
  CAMPUS_NAME_MAX_LENGTH,
  COMMUNITY_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_NAME_MAX_LENGTH,
  COMMUNITY_SEARCH_MAX_LENGTH,
  campusEndpoints,
  communityEndpoints,
  communityPrivacies,
  communityRoles,
  communityStandings,
  communityTypes,
} from './communities-endpoints';

export const communityTypeSchema = z.enum(communityTypes, 'The type is group, ministry or other');
export const communityRoleSchema = z.enum(communityRoles, 'The role is member, leader or admin');
export const communityPrivacySchema = z.enum(communityPrivacies, 'The privacy is open, by_request or hidden');

/** One of the caller's communities (GET /api/communities/mine, which other screens read too). */
export const myCommunitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: communityTypeSchema,
  description: z.string(),
  myRole: communityRoleSchema,
  memberCount: z.number().int(),
});
export type MyCommunity = z.infer<typeof myCommunitySchema>;

export const campusRefSchema = z.object({ id: z.string(), name: z.string() });

/** A community as the directory shows it to the caller. */
export const communitySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: communityTypeSchema,
  description: z.string(),
  privacy: communityPrivacySchema,
  campus: campusRefSchema.nullable(),
  memberCount: z.number().int(),
  /** The caller's role in it, their pending request, or none. */
  myStanding: z.enum(communityStandings),
  /** Whether the caller may change its settings, members and requests (its admins, the church's staff). */
  canManage: z.boolean(),
  /** Whether the caller may take it down (the church's staff). */
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type Community = z.infer<typeof communitySchema>;
export const communityPageSchema = pageSchema(communitySchema);

const nameField = z
  .string('Give the community a name')
  .trim()
  .min(1, 'Give the community a name')
  .max(COMMUNITY_NAME_MAX_LENGTH, `The name may be at most ${COMMUNITY_NAME_MAX_LENGTH} characters`);

/** A new community, or its settings as its admins now write them (every field, as the form sends them). */
export const communitySettingsSchema = z.strictObject({
  name: nameField,
  description: z
    .string('The description must be text')
    .trim()
    .max(
      COMMUNITY_DESCRIPTION_MAX_LENGTH,
      `The description may be at most ${COMMUNITY_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .default(''),
  type: communityTypeSchema,
  privacy: communityPrivacySchema.default('open'),
  campusId: z.uuid('The campus id is not valid').nullable().default(null),
});
export type CommunitySettings = z.input<typeof communitySettingsSchema>;

export const communityParamsSchema = z.strictObject({ communityId: z.uuid('The community id is not valid') });
export const communityMemberParamsSchema = communityParamsSchema.extend({
  userId: z.uuid('The person id is not valid'),
});

export const communityListQuerySchema = pageQuerySchema({ maxLimit: 100, sortKeyType: 'text' }).extend({
  q: searchWords(COMMUNITY_SEARCH_MAX_LENGTH).optional(),
  type: communityTypeSchema.optional(),
  campusId: z.uuid('The campus id is not valid').optional(),
  /** Only those the caller has asked to join (the community home's pending requests). */
  standing: z.enum(['requested'], 'The standing filter is requested').optional(),
});
export type CommunityListQuery = z.input<typeof communityListQuerySchema>;

export const communityMemberSchema = z.object({
  userId: z.string(),
  /** The person's name in connect's directory; empty while connect has not heard of them yet. */
  name: z.string(),
  role: communityRoleSchema,
  isMe: z.boolean(),
  joinedAt: z.string(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;
export const communityMemberPageSchema = pageSchema(communityMemberSchema);

export const newCommunityMemberSchema = z.strictObject({
  userId: z.uuid('Choose a person to add'),
  role: communityRoleSchema.default('member'),
});
export type NewCommunityMember = z.input<typeof newCommunityMemberSchema>;

export const communityRoleChangeSchema = z.strictObject({ role: communityRoleSchema });

export const joinRequestSchema = z.object({ userId: z.string(), name: z.string(), requestedAt: z.string() });
export type CommunityJoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestPageSchema = pageSchema(joinRequestSchema);

/** A person of the church an admin may add. */
export const communityCandidateSchema = z.object({ userId: z.string(), name: z.string() });
export type CommunityCandidate = z.infer<typeof communityCandidateSchema>;
export const candidateQuerySchema = pageQuerySchema({ maxLimit: 50, sortKeyType: 'text' }).extend({
  q: searchWords(COMMUNITY_SEARCH_MAX_LENGTH).optional(),
});

export const campusSchema = z.object({ id: z.string(), name: z.string(), address: z.string() });
export type Campus = z.infer<typeof campusSchema>;
export const campusPageSchema = pageSchema(campusSchema);
export const campusParamsSchema = z.strictObject({ campusId: z.uuid('The campus id is not valid') });
export const campusInputSchema = z.strictObject({
  name: z
    .string('Give the campus a name')
    .trim()
    .min(1, 'Give the campus a name')
    .max(CAMPUS_NAME_MAX_LENGTH, `The name may be at most ${CAMPUS_NAME_MAX_LENGTH} characters`),
  address: z
    .string('The address must be text')
    .trim()
    .max(CAMPUS_ADDRESS_MAX_LENGTH, `The address may be at most ${CAMPUS_ADDRESS_MAX_LENGTH} characters`)
    .default(''),
});
export type CampusInput = z.input<typeof campusInputSchema>;

const pageOfNames = pageQuerySchema({ maxLimit: 100, sortKeyType: 'text' });

const communitySchemas = {
  list: { query: communityListQuerySchema, response: communityPageSchema },
  mine: { response: z.array(myCommunitySchema) },
  managed: { query: pageOfNames, response: communityPageSchema },
  get: { params: communityParamsSchema, response: communitySchema },
  create: { body: communitySettingsSchema, response: communitySchema },
  update: { params: communityParamsSchema, body: communitySettingsSchema, response: communitySchema },
  remove: { params: communityParamsSchema },
  join: { params: communityParamsSchema, response: communitySchema },
  cancelRequest: { params: communityParamsSchema },
  leave: { params: communityParamsSchema },
  members: { params: communityParamsSchema, query: pageOfNames, response: communityMemberPageSchema },
  addMember: { params: communityParamsSchema, body: newCommunityMemberSchema, response: communityMemberSchema },
  candidates: {
    params: communityParamsSchema,
    query: candidateQuerySchema,
    response: pageSchema(communityCandidateSchema),
  },
  setRole: { params: communityMemberParamsSchema, body: communityRoleChangeSchema, response: communityMemberSchema },
  removeMember: { params: communityMemberParamsSchema },
  requests: {
    params: communityParamsSchema,
    query: pageQuerySchema({ maxLimit: 100 }),
    response: joinRequestPageSchema,
  },
  acceptRequest: { params: communityMemberParamsSchema, response: communityMemberSchema },
  declineRequest: { params: communityMemberParamsSchema },
};
const campusSchemas = {
  list: { query: pageOfNames, response: campusPageSchema },
  create: { body: campusInputSchema, response: campusSchema },
  update: { params: campusParamsSchema, body: campusInputSchema, response: campusSchema },
  remove: { params: campusParamsSchema },
};
export type CommunitySchemas = typeof communitySchemas;
export type CampusSchemas = typeof campusSchemas;

/** The communities' endpoints with their schemas: what the connect service mounts. */
export const communityContract = withSchemas(communityEndpoints, communitySchemas);
export const campusContract = withSchemas(campusEndpoints, campusSchemas);
