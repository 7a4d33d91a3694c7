import {
  PRAYER_CIRCLE_MEMBERS_MAX,
  PRAYER_CIRCLES_PER_MEMBER_MAX,
  prayerCircleContract,
  type PrayerCircle,
  type PrayerCircleSummary,
} from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import { readerOf, writerOf } from '../prayer-wall/routes';
import { toPrayer, wallPosition } from '../prayer-wall/domain';
import type { PrayerWallStore } from '../prayer-wall/store';
import type { CircleRecord, PrayerCircleStore } from './store';
import type { ReflectionShareStore } from './reflections-store';

const notFound = () => new HttpError(404, 'This prayer circle was not found', { code: 'prayer_circle_not_found' });
const invitationNotFound = () =>
  new HttpError(404, 'This invitation link is not valid any more. Ask for a new one.', {
    code: 'prayer_circle_invitation_invalid',
  });
const churchRequired = 'Join a church to pray in its circles';

function summaryOf(circle: CircleRecord, userId: string): PrayerCircleSummary {
  return {
    id: circle.id,
    name: circle.name,
    description: circle.description,
    memberCount: circle.memberCount,
    isOwner: circle.ownerId === userId,
    createdAt: circle.createdAt.toISOString(),
  };
}

/** Prayer circles (SPEC §1): create, invite by link, accept, leave, and a circle's private feed. */
export function prayerCircleRoutes(
  circles: PrayerCircleStore,
  prayers: PrayerWallStore,
  reflections: ReflectionShareStore,
) {
  /** The circle if the caller belongs to it; otherwise it does not exist for them. */
  async function memberCircle(circleId: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const circle = reader ? await circles.find(circleId) : undefined;
    if (!reader || !circle || circle.churchId !== reader.churchId || !(await circles.isMember(circleId, reader.userId)))
      throw notFound();
    return { circle, reader };
  }

  async function ownedCircle(circleId: string, caller: SignedInIdentity) {
    const found = await memberCircle(circleId, caller);
    if (found.circle.ownerId !== found.reader.userId) {
      throw new HttpError(403, 'Only the circle’s owner can do this', { code: 'not_circle_owner' });
    }
    return found;
  }

  async function details(circleId: string, userId: string): Promise<PrayerCircle> {
    const circle = await circles.find(circleId);
    if (!circle) throw notFound();
    const members = await circles.members(circleId);
    return {
      ...summaryOf(circle, userId),
      members: members.map((member) => ({
        userId: member.userId,
        name: member.name,
        isOwner: member.userId === circle.ownerId,
        isMe: member.userId === userId,
        joinedAt: member.joinedAt.toISOString(),
      })),
    };
  }

  async function roomForAnother(userId: string) {
    if ((await circles.countFor(userId)) >= PRAYER_CIRCLES_PER_MEMBER_MAX) {
      throw new HttpError(409, `You can belong to at most ${PRAYER_CIRCLES_PER_MEMBER_MAX} prayer circles`, {
        code: 'prayer_circle_limit',
      });
    }
  }

  async function validInvitation(code: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const circle = reader ? await circles.findByInvitation(code) : undefined;
    // A link of another church's circle leads nowhere: circles share requests within one church.
    if (!reader || !circle || circle.churchId !== reader.churchId) throw invitationNotFound();
    return { circle, reader };
  }

  /** The caller's own journal entry; another's does not exist for them. */
  async function ownEntry(entryId: string, caller: SignedInIdentity) {
    const entry = await reflections.ownEntry(caller.userId, entryId);
    if (!entry) throw new HttpError(404, 'This journal entry was not found', { code: 'soap_entry_not_found' });
    return entry;
  }

  return [
    route(prayerCircleContract.list, {
      access: access.signedIn,
      async handle({ caller }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [] };
        return {
          items: (await circles.listFor(reader.userId, reader.churchId)).map((circle) =>
            summaryOf(circle, reader.userId),
          ),
        };
      },
    }),

    route(prayerCircleContract.create, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const owner = writerOf(caller, churchRequired);
        await roomForAnother(owner.userId);
        const id = await circles.create({
          churchId: owner.churchId,
          owner: { userId: owner.userId, name: owner.name },
          name: body.name,
          description: body.description,
        });
        return details(id, owner.userId);
      },
    }),

    route(prayerCircleContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await memberCircle(params.circleId, caller);
        return details(params.circleId, reader.userId);
      },
    }),

    route(prayerCircleContract.update, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { reader } = await ownedCircle(params.circleId, caller);
        await circles.update(params.circleId, { name: body.name, description: body.description });
        return details(params.circleId, reader.userId);
      },
    }),

    route(prayerCircleContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await ownedCircle(params.circleId, caller);
        await circles.remove(params.circleId);
      },
    }),

    route(prayerCircleContract.feed, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { reader } = await memberCircle(params.circleId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await prayers.listCircleFeed(params.circleId, reader, page);
        return keysetResult(records, page, wallPosition, (record) => toPrayer(record, reader));
      },
    }),

    ...(
      [
        [prayerCircleContract.invitation, false],
        [prayerCircleContract.renewInvitation, true],
      ] as const
    ).map(([endpoint, renew]) =>
      route(endpoint, {
        access: access.signedIn,
        async handle({ caller, params }) {
          await ownedCircle(params.circleId, caller);
          const invitation = await circles.invitation(params.circleId, renew);
          return { code: invitation.code, createdAt: invitation.createdAt.toISOString() };
        },
      }),
    ),

    route(prayerCircleContract.invitationPreview, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { circle, reader } = await validInvitation(params.code, caller);
        const members = await circles.members(circle.id);
        return {
          circle: {
            id: circle.id,
            name: circle.name,
            description: circle.description,
            memberCount: circle.memberCount,
            ownerName: members.find((member) => member.userId === circle.ownerId)?.name ?? '',
          },
          alreadyMember: members.some((member) => member.userId === reader.userId),
        };
      },
    }),

    route(prayerCircleContract.accept, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { circle } = await validInvitation(params.code, caller);
        const member = writerOf(caller, churchRequired);
        if (!(await circles.isMember(circle.id, member.userId))) await roomForAnother(member.userId);
        const joined = await circles.join(
          circle.id,
          { userId: member.userId, name: member.name },
          PRAYER_CIRCLE_MEMBERS_MAX,
        );
        if (joined === 'full') {
          throw new HttpError(409, `This circle is full: it has ${PRAYER_CIRCLE_MEMBERS_MAX} members`, {
            code: 'prayer_circle_full',
          });
        }
        return details(circle.id, member.userId);
      },
    }),

    route(prayerCircleContract.leave, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await memberCircle(params.circleId, caller);
        await circles.leave(params.circleId, reader.userId);
      },
    }),

    route(prayerCircleContract.removeMember, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { reader } = await ownedCircle(params.circleId, caller);
        if (params.userId === reader.userId) {
          throw new HttpError(400, 'To leave your own circle, use Leave', { code: 'circle_owner_removal' });
        }
        // Someone not (or no longer) in the circle is as removed as can be: nothing to do.
        await circles.leave(params.circleId, params.userId);
      },
    }),

    route(prayerCircleContract.reflections, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { reader } = await memberCircle(params.circleId, caller);
        const page = { after: query.cursor ?? null, limit: query.limit };
        const rows = await reflections.listForCircle(params.circleId, page);
        return keysetResult(
          rows,
          page,
          (row) => ({ sortKey: row.sharedAt.toISOString(), id: row.id }),
          (row) => ({
            id: row.id,
            scripture: row.scripture,
            observation: row.observation,
            application: row.application,
            prayer: row.prayer,
            authorName: row.authorName,
            isMine: row.authorId === reader.userId,
            sharedAt: row.sharedAt.toISOString(),
          }),
        );
      },
    }),

    route(prayerCircleContract.entryCircles, {
      access: access.signedIn,
      async handle({ caller, params }) {
        await ownEntry(params.entryId, caller);
        return { items: await reflections.circlesOf(params.entryId) };
      },
    }),

    route(prayerCircleContract.shareEntry, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const entry = await ownEntry(params.entryId, caller);
        const unique = [...new Set(body.circleIds)];
        if (unique.length > 0) {
          if (entry.status !== 'saved')
            throw new HttpError(409, 'Save the entry before you share it', { code: 'soap_entry_draft' });
          const author = writerOf(caller, churchRequired);
          const mine = await circles.memberCircleIds(author.userId, author.churchId, unique);
          if (mine.length !== unique.length) {
            throw new HttpError(400, 'Share an entry only with circles you belong to', {
              code: 'prayer_circle_not_member',
              issues: [
                { path: 'circleIds', message: 'Share an entry only with circles you belong to', code: 'invalid' },
              ],
            });
          }
          await reflections.setCircles(params.entryId, author.name, unique);
        } else {
          await reflections.setCircles(params.entryId, '', []);
        }
        return { items: await reflections.circlesOf(params.entryId) };
      },
    }),
  ];
}
