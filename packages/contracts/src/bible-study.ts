import { z } from 'zod';
import { bibleBookCodeSchema, bibleChapterNumberSchema } from './bible';
import { BIBLE_COMMENT_MAX_LENGTH, BIBLE_NOTE_MAX_LENGTH, bibleDiscussionEndpoints, bibleHighlightColors, bibleStudyEndpoints } from './bible-study-endpoints';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';

const verseNumber = z.coerce
  .number('The verse must be a number')
  .int('The verse must be a whole number')
  .min(1, 'The verse must be at least 1')
  .max(176, 'No chapter has more than 176 verses');

const chapterParamsSchema = z.strictObject({ book: bibleBookCodeSchema, chapter: bibleChapterNumberSchema });
const verseParamsSchema = chapterParamsSchema.extend({ verse: verseNumber });

export const bibleHighlightSchema = z.object({ verse: z.number().int(), color: z.enum(bibleHighlightColors) });
export type BibleHighlight = z.infer<typeof bibleHighlightSchema>;

export const bibleNoteSchema = z.object({
  id: z.string(),
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verse: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BibleNote = z.infer<typeof bibleNoteSchema>;

export const bibleChapterStudySchema = z.object({ highlights: z.array(bibleHighlightSchema), notes: z.array(bibleNoteSchema) });
export type BibleChapterStudy = z.infer<typeof bibleChapterStudySchema>;

const noteBodySchema = z.strictObject({
  body: z.string().trim().min(1, 'Write your note').max(BIBLE_NOTE_MAX_LENGTH),
});

export const bibleCommentSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  isMine: z.boolean(),
  /** The caller may take it down: their own, or any in their church when they are its staff. */
  canRemove: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type BibleComment = z.infer<typeof bibleCommentSchema>;

const bibleStudySchemas = {
  chapter: { params: chapterParamsSchema, response: bibleChapterStudySchema },
  highlight: { params: verseParamsSchema, body: z.strictObject({ color: z.enum(bibleHighlightColors, 'Choose one of the highlight colours') }), response: bibleHighlightSchema },
  removeHighlight: { params: verseParamsSchema },
  addNote: { params: verseParamsSchema, body: noteBodySchema, response: bibleNoteSchema },
  editNote: { params: z.strictObject({ noteId: z.uuid('The note id is not valid') }), body: noteBodySchema, response: bibleNoteSchema },
  removeNote: { params: z.strictObject({ noteId: z.uuid('The note id is not valid') }) },
};
export type BibleStudySchemas = typeof bibleStudySchemas;

const bibleDiscussionSchemas = {
  list: { params: chapterParamsSchema, query: pageQuerySchema(), response: pageSchema(bibleCommentSchema) },
  post: {
    params: chapterParamsSchema,
    body: z.strictObject({ body: z.string().trim().min(1, 'Write your comment').max(BIBLE_COMMENT_MAX_LENGTH) }),
    response: bibleCommentSchema,
  },
  remove: { params: z.strictObject({ commentId: z.uuid('The comment id is not valid') }) },
};
export type BibleDiscussionSchemas = typeof bibleDiscussionSchemas;

/** A member's highlights and notes, with their schemas: what the worship service mounts. */
export const bibleStudyContract = withSchemas(bibleStudyEndpoints, bibleStudySchemas);
/** The chapters' discussions, with their schemas. */
export const bibleDiscussionContract = withSchemas(bibleDiscussionEndpoints, bibleDiscussionSchemas);
