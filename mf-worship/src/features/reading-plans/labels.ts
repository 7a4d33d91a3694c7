import type { ReadingPlanLevel, ReadingPlanTopic } from '@koinonia/contracts';

/** The English names of the levels and topics: the fallback of `plans.level.*` and `plans.topic.*` (English loads no dictionary). */
export const levelLabels: Readonly<Record<ReadingPlanLevel, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
};

export const topicLabels: Readonly<Record<ReadingPlanTopic, string>> = {
  'whole-bible': 'Whole Bible',
  'old-testament': 'Old Testament',
  'new-testament': 'New Testament',
  gospels: 'Gospels',
  letters: 'Letters',
  law: 'Law',
  history: 'History',
  wisdom: 'Wisdom',
  prophets: 'Prophets',
  people: 'People of the Bible',
  'new-believers': 'New believers',
  prayer: 'Prayer',
  faith: 'Faith',
  hope: 'Hope',
  peace: 'Peace',
  love: 'Love',
  forgiveness: 'Forgiveness',
  courage: 'Courage',
  gratitude: 'Gratitude',
  seasons: 'Seasons',
};
