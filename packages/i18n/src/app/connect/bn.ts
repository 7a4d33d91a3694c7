import type { ConnectTranslations } from './en';

/** Bengali (বাংলা): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'অনুষ্ঠান',
  'events.emptyTitle': 'কোনো আসন্ন অনুষ্ঠান নেই',
  'events.emptyBody': 'আপনার মণ্ডলীর নতুন অনুষ্ঠান এখানে দেখা যাবে।',
};

export default dictionary;
