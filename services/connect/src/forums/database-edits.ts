import type { ForumCategory } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import { threadPath } from './domain';
import type { ForumsStore } from './store';

const CATEGORIES = 'connect.forum_categories';
const THREADS = 'connect.forum_threads';
const POSTS = 'connect.forum_posts';
const REACTIONS = 'connect.forum_reactions';
const NOTIFICATIONS = 'connect.notifications';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const isForeignKeyViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

type EditsStore = Pick<ForumsStore, 'renameCategory' | 'deleteCategory' | 'editPost' | 'deleteReply' | 'deleteThread'>;

/**
 * What staff change in the categories and authors in their own posts, after the fact (PostgreSQL, the connect
 * schema): renaming and deleting categories, editing and deleting posts. Part of createDatabaseForumsStore.
 */
export function createDatabaseForumEdits(db: Database): EditsStore {
  return {
    async renameCategory(categoryId, churchId, name) {
      try {
        const [row] = (await db(CATEGORIES)
          .where({ id: categoryId, church_id: churchId })
          .update({ name })
          .returning(['id', 'name'])) as ForumCategory[];
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken' as const;
        throw error;
      }
    },

    async deleteCategory(categoryId, churchId) {
      // A category with threads stays: its threads need a category (forum_threads.category_id is not null), and
      // moving them anywhere would be a choice nobody made. One statement, so a thread started meanwhile either
      // keeps it (the foreign key refuses the delete) or was not there yet.
      try {
        const deleted = await db(CATEGORIES)
          .where({ id: categoryId, church_id: churchId })
          .whereNotExists(db(THREADS).whereRaw('forum_threads.category_id = forum_categories.id'))
          .delete();
        if (deleted > 0) return 'deleted' as const;
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
      const still = await db(CATEGORIES).where({ id: categoryId, church_id: churchId }).first('id');
      return still ? ('has_threads' as const) : ('not_found' as const);
    },

    async editPost(postId, edit, evenLocked) {
      return db.transaction(async (trx) => {
        const post = (await trx(POSTS).where({ id: postId }).first('thread_id', 'is_opening')) as {
          thread_id: string;
          is_opening: boolean;
        };
        // Under the thread's row lock: an edit and a lock cannot cross.
        const thread = (await trx(THREADS).where({ id: post.thread_id }).forUpdate().first('locked')) as {
          locked: boolean;
        };
        if (thread.locked && !evenLocked) return 'locked' as const;
        await trx(POSTS)
          .where({ id: postId })
          .update({ markdown: edit.markdown, html: edit.html, edited_at: new Date() });
        if (post.is_opening && edit.title !== undefined) {
          await trx(THREADS).where({ id: post.thread_id }).update({ title: edit.title });
        }
        return 'edited' as const;
      });
    },

    async deleteReply(postId) {
      await db.transaction(async (trx) => {
        const [post] = (await trx(POSTS)
          .where({ id: postId, is_opening: false })
          .whereNull('deleted_at')
          .update({ markdown: '', html: '', deleted_at: new Date() })
          .returning(['thread_id'])) as Array<{ thread_id: string }>;
        if (!post) return;
        // Its text is gone from the database, not hidden: so are the reactions to it and the excerpt its notice kept.
        await trx(REACTIONS).where({ post_id: postId }).delete();
        await trx(NOTIFICATIONS)
          .where({ type: 'forum_reply', action_url: `${threadPath(post.thread_id)}#post-${postId}` })
          .delete();
      });
    },

    async deleteThread(threadId) {
      await db.transaction(async (trx) => {
        // Its posts, their reactions and reports go with it (ON DELETE CASCADE); the notices point at nothing now.
        await trx(THREADS).where({ id: threadId }).delete();
        await trx(NOTIFICATIONS)
          .where({ type: 'forum_reply' })
          .andWhereLike('action_url', `${threadPath(threadId)}#%`)
          .delete();
      });
    },
  };
}
