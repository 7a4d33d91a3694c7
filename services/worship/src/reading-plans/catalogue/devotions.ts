import { formatBibleReference, type Devotion, type ReadingPassage } from '@koinonia/contracts';
import { sectionOf, type BookGuide } from './book-guide';
import { newTestamentGuides } from './book-guides-new-testament';
import { oldTestamentGuides } from './book-guides-old-testament';

export const bookGuides: Readonly<Record<string, BookGuide>> = { ...oldTestamentGuides, ...newTestamentGuides };

/** Questions on one of the book's key ideas ({idea}); which one a day asks turns with the day and the chapter. */
const ideaQuestions = [
  'Where do you see {idea} in today’s reading?',
  'What does this passage add to what you know about {idea}?',
  'How might {idea} shape one conversation you will have this week?',
  'Which verse today speaks most clearly of {idea}, and why?',
  'What would change in your week if you took {idea} seriously?',
  'Is there anything about {idea} in this passage that surprises or troubles you?',
  'How does {idea} in these chapters point you to Jesus?',
  'Who do you know who needs to hear about {idea} today?',
];

/** Questions that take the day's reading into the reader's life ({reference}). */
const lifeQuestions = [
  'Which person or moment in {reference} do you most relate to, and why?',
  'Write down one sentence from {reference} to carry with you today.',
  'What is one thing you will do differently because of {reference}?',
  'What does {reference} show you about God that you want to thank Him for?',
  'If you read {reference} aloud to a friend, what would you want them to notice?',
  'What question would you like to ask God about {reference}?',
  'Where does {reference} meet something you are facing right now?',
  'What does {reference} call you to stop, start or continue?',
];

/** A second prayer prompt on a key idea, for a part of life ({area}). */
const ideaPrayers = [
  'Ask God to make {idea} real in your {area} this week.',
  'Thank God for {idea}, and ask Him to show it in your {area} today.',
  'Pray that {idea} would be seen in your {area}.',
];
const areasOfLife = ['home', 'work', 'friendships', 'church', 'neighbourhood', 'family', 'thoughts', 'words'];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? `{${name}}`);

/** A deterministic turn through a list, by several numbers (the day, the chapter …). */
const pick = <Item>(items: readonly Item[], ...by: number[]): Item =>
  items[by.reduce((sum, value) => sum + value, 0) % items.length]!;

function guideOf(passage: ReadingPassage): BookGuide {
  const found = bookGuides[passage.book];
  if (!found) throw new Error(`No guide for ${passage.book}`);
  return found;
}

/**
 * The devotion of a day, written from what its passages are about (the book's theme and key ideas, the focus,
 * question and prayer of the chapters read), so each day's differs: a question on what the passage says, one on a
 * key idea of the book (or on the day's second passage), one that takes the reading into life, and a prayer prompt.
 */
export function devotionFor(passages: readonly ReadingPassage[], day: number): Devotion {
  const [first, second] = passages;
  if (!first) throw new Error(`Day ${day} has no passage`);
  const book = guideOf(first);
  const section = sectionOf(book, first.chapter);
  const reference = formatBibleReference(first);
  const idea = pick(book.ideas, day, first.chapter);
  const reflection = [`${reference}: ${section.question}`];
  const secondSection = second && sectionOf(guideOf(second), second.chapter);
  if (second && secondSection && secondSection !== section) {
    reflection.push(`${formatBibleReference(second)}: ${secondSection.question}`);
  } else {
    reflection.push(fill(pick(ideaQuestions, day, first.chapter * 3), { idea }));
  }
  reflection.push(
    fill(pick(lifeQuestions, day * 5, first.endChapter), { reference: formatBibleReference({ ...first }) }),
  );
  const ideaPrayer = fill(pick(ideaPrayers, day), { idea, area: pick(areasOfLife, day * 3, first.chapter) });
  return {
    title: section.focus,
    context: book.theme,
    reflection,
    prayer: day % 2 === 1 ? section.prayer : `${section.prayer} ${ideaPrayer}`,
  };
}
