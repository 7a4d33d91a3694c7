import type { Migration } from '@koinonia/service-kit';

/**
 * Forums: each church's categories, its threads (church-wide or in one of its communities), their posts (the opening
 * post and the replies, Markdown with the sanitized HTML rendered from it), reactions and reports; and whether a
 * community's posts wait for a moderator's approval.
 */
export const createForums: Migration = {
  name: '013-forums',
  async up(db) {
    await db.schema.withSchema('connect').alterTable('communities', (table) => {
      table.boolean('forum_moderated').notNullable().defaultTo(false);
    });

    await db.schema.withSchema('connect').createTable('forum_categories', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.string('name', 60).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['church_id', 'name', 'id'], 'forum_categories_by_name');
    });
    // One name per church, whatever its case.
    await db.raw(
      'create unique index forum_categories_name_unique on connect.forum_categories (church_id, lower(name))',
    );

    await db.schema.withSchema('connect').createTable('forum_threads', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      table.uuid('community_id').nullable().references('id').inTable('connect.communities').onDelete('CASCADE');
      table.uuid('category_id').notNullable().references('id').inTable('connect.forum_categories');
      table.uuid('author_id').notNullable();
      table.string('author_name', 200).notNullable().defaultTo('');
      table.string('title', 150).notNullable();
      table.boolean('pinned').notNullable().defaultTo(false);
      table.boolean('locked').notNullable().defaultTo(false);
      // The opening post's status, kept here so the list filters without reading the posts.
      table.string('status', 16).notNullable().defaultTo('published');
      table.timestamp('last_activity_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      // The list's order in one integer: pinned threads first, then the latest activity (milliseconds since 1970),
      // so the keyset cursor carries one key. Rewritten with pinned and last_activity_at (see database-store.ts).
      table.bigInteger('list_rank').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['church_id', 'list_rank', 'id'], 'forum_threads_list_order');
      table.index(['community_id'], 'forum_threads_community');
      table.index(['category_id'], 'forum_threads_category');
    });

    await db.schema.withSchema('connect').createTable('forum_posts', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('thread_id').notNullable().references('id').inTable('connect.forum_threads').onDelete('CASCADE');
      table.uuid('church_id').notNullable();
      table.uuid('author_id').notNullable();
      table.string('author_name', 200).notNullable().defaultTo('');
      table.boolean('is_opening').notNullable().defaultTo(false);
      table.text('markdown').notNullable();
      table.text('html').notNullable();
      table.string('status', 16).notNullable().defaultTo('published');
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['thread_id', 'created_at', 'id'], 'forum_posts_thread_order');
      table.index(['church_id', 'status', 'created_at'], 'forum_posts_moderation');
    });

    await db.schema.withSchema('connect').createTable('forum_reactions', (table) => {
      table.uuid('post_id').notNullable().references('id').inTable('connect.forum_posts').onDelete('CASCADE');
      table.uuid('user_id').notNullable();
      table.string('reaction', 16).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['post_id', 'user_id', 'reaction']);
    });

    await db.schema.withSchema('connect').createTable('forum_reports', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('post_id').notNullable().references('id').inTable('connect.forum_posts').onDelete('CASCADE');
      table.uuid('reporter_id').notNullable();
      table.string('reason', 16).notNullable();
      table.text('details').notNullable().defaultTo('');
      // A moderator who finds nothing wrong dismisses the reports; they stay, so nobody reports the post twice.
      table.timestamp('dismissed_at', { useTz: true, precision: 3 }).nullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      // One report per person and post: reporting again is a 409.
      table.unique(['post_id', 'reporter_id'], { indexName: 'forum_reports_once' });
    });
  },
  async down(db) {
    await db.schema.withSchema('connect').dropTable('forum_reports');
    await db.schema.withSchema('connect').dropTable('forum_reactions');
    await db.schema.withSchema('connect').dropTable('forum_posts');
    await db.schema.withSchema('connect').dropTable('forum_threads');
    await db.schema.withSchema('connect').dropTable('forum_categories');
    await db.schema.withSchema('connect').alterTable('communities', (table) => {
      table.dropColumn('forum_moderated');
    });
  },
};
