import type { ServeTranslations } from './en';

/** Russian (русский): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Центр служения',
  'serve.emptyTitle': 'Открытых возможностей служения нет',
  'serve.emptyBody': 'Сейчас во всех командах достаточно людей.',
  'serve.volunteers': 'волонтёров',
  'serve.openSpots': 'свободных мест',
};

export default dictionary;
