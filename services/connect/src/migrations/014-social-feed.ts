import type { Migration } from '@koinonia/service-kit';

/**
 * Social feed: posts of a church (to everyone there, or to one of its communities), their images (bytes in the
 * object storage, described here), comments, reactions and reports.
 */
export const createSocialFeed: Migration = {
  name: '014-social-feed',
  async up(db) {
    await db.schema.withSchema('connect').createTable('feed_posts', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('church_id').notNullable();
      // null: the whole church ("Everyone at <church>").
      table.uuid('community_id').nullable().references('id').inTable('connect.communities').onDelete('CASCADE');
      table.uuid('author_id').notNullable();
      table.string('author_name', 200).notNullable();
      table.text('body').notNullable();
      table.boolean('is_announcement').notNullable().defaultTo(false);
      table.timestamp('announced_at', { useTz: true, precision: 3 }).nullable();
      table.timestamp('announcement_expires_at', { useTz: true, precision: 3 }).nullable();
      // Millisecond precision, as the page cursor carries it: no row can fall between two pages.
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
    });
    // The feed reads a church newest first (keyset on created_at, id); the audience filter (church-wide or one of
    // the reader's communities) is checked on the rows the index yields in order, so a page stops after `limit`.
    await db.raw(
      'create index feed_posts_church_order on connect.feed_posts (church_id, created_at desc, id desc) include (community_id)',
    );
    // One community's feed.
    await db.raw(
      'create index feed_posts_community_order on connect.feed_posts (community_id, created_at desc, id desc) where community_id is not null',
    );
    // The pinned announcements: few rows, newest first.
    await db.raw(
      'create index feed_posts_announcements on connect.feed_posts (church_id, announced_at desc) where is_announcement',
    );

    await db.schema.withSchema('connect').createTable('feed_images', (table) => {
      table.uuid('id').primary();
      table.uuid('church_id').notNullable();
      table.uuid('uploader_id').notNullable();
      // null until the uploader posts it.
      table.uuid('post_id').nullable().references('id').inTable('connect.feed_posts').onDelete('CASCADE');
      table.smallint('position').notNullable().defaultTo(0);
      table.string('alt', 300).notNullable().defaultTo('');
      table.string('content_type', 40).notNullable();
      table.integer('byte_size').notNullable();
      table.string('storage_key', 200).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['post_id', 'position'], 'feed_images_post');
    });

    await db.schema.withSchema('connect').createTable('feed_comments', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('post_id').notNullable().references('id').inTable('connect.feed_posts').onDelete('CASCADE');
      table.uuid('author_id').notNullable();
      table.string('author_name', 200).notNullable();
      table.text('body').notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.index(['post_id', 'created_at', 'id'], 'feed_comments_order');
    });

    await db.schema.withSchema('connect').createTable('feed_reactions', (table) => {
      table.uuid('post_id').notNullable().references('id').inTable('connect.feed_posts').onDelete('CASCADE');
      table.uuid('user_id').notNullable();
      table.string('reaction', 12).notNullable();
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.primary(['post_id', 'user_id']);
    });

    await db.schema.withSchema('connect').createTable('feed_reports', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('post_id').notNullable().references('id').inTable('connect.feed_posts').onDelete('CASCADE');
      table.uuid('church_id').notNullable();
      table.uuid('reporter_id').notNullable();
      table.string('reason', 30).notNullable();
      table.string('details', 500).notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true, precision: 3 }).notNullable().defaultTo(db.fn.now());
      table.unique(['post_id', 'reporter_id'], { indexName: 'feed_reports_once' });
    });
  },
  async down(db) {
    for (const table of ['feed_reports', 'feed_reactions', 'feed_comments', 'feed_images', 'feed_posts'])
      await db.schema.withSchema('connect').dropTableIfExists(table);
  },
};
