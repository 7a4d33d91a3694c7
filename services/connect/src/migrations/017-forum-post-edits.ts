import type { Migration } from '@koinonia/service-kit';

/**
 * Forum posts their authors edit and delete: when a post was last edited, and when its author deleted it. A deleted
 * reply keeps its row (and so its place in the thread's order) with its text emptied; a deleted opening post takes
 * its thread with it, so it never needs the column.
 */
export const createForumPostEdits: Migration = {
  name: '017-forum-post-edits',
  async up(db) {
    await db.schema.withSchema('connect').alterTable('forum_posts', (table) => {
      table.timestamp('edited_at', { useTz: true, precision: 3 }).nullable();
      table.timestamp('deleted_at', { useTz: true, precision: 3 }).nullable();
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').alterTable('forum_posts', (table) => {
      table.dropColumn('deleted_at');
      table.dropColumn('edited_at');
    });
  },
};
