import type { ServeTranslations } from './en';

/** Malayalam (മലയാളം): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. ശുശ്രൂഷാ ഹബ്',
  'serve.emptyTitle': 'തുറന്ന ശുശ്രൂഷാ അവസരങ്ങളില്ല',
  'serve.emptyBody': 'ഇപ്പോൾ എല്ലാ ടീമുകളിലും ആവശ്യത്തിന് ആളുണ്ട്.',
  'serve.volunteers': 'സന്നദ്ധപ്രവർത്തകർ',
  'serve.openSpots': 'ഒഴിവുകൾ',
};

export default dictionary;
