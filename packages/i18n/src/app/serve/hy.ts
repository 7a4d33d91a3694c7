import type { ServeTranslations } from './en';

/** Armenian (Հայերեն): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Ծառայության կենտրոն',
  'serve.emptyTitle': 'Ծառայելու բաց հնարավորություններ չկան',
  'serve.emptyBody': 'Այս պահին բոլոր թիմերը համալրված են։',
  'serve.volunteers': 'կամավոր',
  'serve.openSpots': 'ազատ տեղ',
};

export default dictionary;
