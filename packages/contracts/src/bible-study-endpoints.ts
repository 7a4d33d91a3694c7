// No zod here: the Bible reader imports this module; the schemas are in bible-study.ts.
import { defineEndpoints } from './endpoint';
import type { BibleDiscussionSchemas, BibleStudySchemas } from './bible-study';

/** SPEC §1 "study notes": the colours a verse may be highlighted in. */
export const bibleHighlightColors = ['yellow', 'green', 'blue', 'pink'] as const;
export type BibleHighlightColor = (typeof bibleHighlightColors)[number];

export const BIBLE_NOTE_MAX_LENGTH = 2000;
export const BIBLE_COMMENT_MAX_LENGTH = 1000;

/**
 * A member's own study of a chapter: highlighted verses and notes, private to them (nobody else reads
 * them, staff included). Verses are numbered alike in every translation held, so they belong to the verse.
 */
export const bibleStudyEndpoints = defineEndpoints<BibleStudySchemas>()({
  /** The caller's highlights and notes in one chapter. */
  chapter: ['GET', '/api/bible-study/:book/:chapter'],
  highlight: ['PUT', '/api/bible-study/:book/:chapter/:verse/highlight'],
  removeHighlight: ['DELETE', '/api/bible-study/:book/:chapter/:verse/highlight', 204],
  addNote: ['POST', '/api/bible-study/:book/:chapter/:verse/notes', 201],
  editNote: ['PUT', '/api/bible-study/notes/:noteId'],
  removeNote: ['DELETE', '/api/bible-study/notes/:noteId', 204],
});

/** SPEC §1 "community discussion": what the members of the caller's church say about a chapter. */
export const bibleDiscussionEndpoints = defineEndpoints<BibleDiscussionSchemas>()({
  /** Newest first. */
  list: ['GET', '/api/bible-discussions/:book/:chapter'],
  post: ['POST', '/api/bible-discussions/:book/:chapter', 201],
  /** Its author takes a comment down, or the church's staff do. */
  remove: ['DELETE', '/api/bible-discussions/comments/:commentId', 204],
});
