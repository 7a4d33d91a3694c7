import { bibleDiscussionContract, CHURCH_MODERATOR_ROLES, hasAnyRole, type BibleComment } from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, type SignedInIdentity } from '@koinonia/service-kit';
import { existingChapter } from '../shared/existing-chapter';
import type { BibleDiscussionStore, CommentRecord } from './store';

const position = (record: CommentRecord) => ({ sortKey: record.createdAt.toISOString(), id: record.id });

/** The caller may take a comment down: it is theirs, or they are their church's staff. */
const mayRemove = (record: CommentRecord, caller: SignedInIdentity) => record.authorId === caller.userId || hasAnyRole(caller.role, CHURCH_MODERATOR_ROLES);

const toComment = (record: CommentRecord, caller: SignedInIdentity): BibleComment => ({
  id: record.id,
  authorName: record.authorName,
  isMine: record.authorId === caller.userId,
  canRemove: mayRemove(record, caller),
  body: record.body,
  createdAt: record.createdAt.toISOString(),
});

/**
 * SPEC §1 "community discussion": the members of a church talk about a chapter among themselves. A member
 * without a church has no discussion to read or join; another church's comments do not exist for them.
 */
export function bibleDiscussionRoutes(store: BibleDiscussionStore) {
  return [
    route(bibleDiscussionContract.list, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const place = existingChapter(params);
        if (!caller.churchId) return { items: [], nextCursor: null };
        const records = await store.list({ churchId: caller.churchId, ...place }, { after: query.cursor ?? null, limit: query.limit });
        return keysetResult(records, query, position, (record) => toComment(record, caller));
      },
    }),

    route(bibleDiscussionContract.post, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const place = existingChapter(params);
        if (!caller.churchId) throw new HttpError(403, 'Join a church to talk about the Bible with its members', { code: 'discussion_church_required' });
        if (!caller.displayName) throw new HttpError(401, 'Please sign in again to take part in discussions', { code: 'session_outdated' });
        const record = await store.add({ churchId: caller.churchId, ...place }, { id: caller.userId, name: caller.displayName }, body.body);
        return toComment(record, caller);
      },
    }),

    route(bibleDiscussionContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const record = caller.churchId ? await store.find(params.commentId, caller.churchId) : undefined;
        if (!record) throw new HttpError(404, 'This comment was not found', { code: 'bible_comment_not_found' });
        if (!mayRemove(record, caller)) {
          throw new HttpError(403, 'Only the person who wrote this comment, or your church’s staff, can take it down', { code: 'not_comment_author' });
        }
        await store.remove(params.commentId);
      },
    }),
  ];
}
