import type { ServeTranslations } from './en';

/** Hebrew (עברית): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. מרכז השירות',
  'serve.emptyTitle': 'אין הזדמנויות שירות פתוחות',
  'serve.emptyBody': 'כל הצוותים מאוישים כרגע.',
  'serve.volunteers': 'מתנדבים',
  'serve.openSpots': 'מקומות פנויים',
};

export default dictionary;
