import type { ServeTranslations } from './en';

/** Bengali (বাংলা): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. সেবা হাব',
  'serve.emptyTitle': 'সেবার কোনো খোলা সুযোগ নেই',
  'serve.emptyBody': 'এই মুহূর্তে সব দল পূর্ণ।',
  'serve.volunteers': 'জন স্বেচ্ছাসেবক',
  'serve.openSpots': 'টি খালি জায়গা',
};

export default dictionary;
