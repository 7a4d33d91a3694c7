import type { ServeTranslations } from './en';

/** Ukrainian (українська): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Центр служіння',
  'serve.emptyTitle': 'Відкритих можливостей служіння немає',
  'serve.emptyBody': 'Зараз усі команди укомплектовані.',
  'serve.volunteers': 'волонтерів',
  'serve.openSpots': 'вільних місць',
};

export default dictionary;
