/** A run of a book's chapters, from its first chapter to the next run's, as a devotion speaks of it. */
export interface GuideSection {
  from: number;
  /** What the chapters are about: the devotion's title. */
  focus: string;
  /** A question on what these chapters say. */
  question: string;
  /** A prayer prompt that grows out of them. */
  prayer: string;
}

/** What a book is about, for the devotions on its chapters. */
export interface BookGuide {
  theme: string;
  /** The book's key ideas, which the reflection questions turn on. */
  ideas: readonly string[];
  /** In order of their first chapter, the first starting at chapter 1. */
  sections: readonly GuideSection[];
}

export function guide(
  theme: string,
  ideas: readonly string[],
  sections: ReadonlyArray<readonly [number, string, string, string]>,
): BookGuide {
  return {
    theme,
    ideas,
    sections: sections.map(([from, focus, question, prayer]) => ({ from, focus, question, prayer })),
  };
}

/** The run of chapters a chapter belongs to. */
export function sectionOf(book: BookGuide, chapter: number): GuideSection {
  let found = book.sections[0]!;
  for (const section of book.sections) if (section.from <= chapter) found = section;
  return found;
}
