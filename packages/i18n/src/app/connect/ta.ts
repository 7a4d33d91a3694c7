import type { ConnectTranslations } from './en';

/** Tamil (தமிழ்): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'நிகழ்வுகள்',
  'events.emptyTitle': 'வரவிருக்கும் நிகழ்வுகள் இல்லை',
  'events.emptyBody': 'உங்கள் சபையின் புதிய நிகழ்வுகள் இங்கே தோன்றும்.',
};

export default dictionary;
