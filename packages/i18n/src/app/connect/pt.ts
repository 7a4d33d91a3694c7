import type { ConnectTranslations } from './en';

/** Portuguese (português): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Eventos',
  'events.emptyTitle': 'Nenhum evento próximo',
  'events.emptyBody': 'Novos eventos da sua igreja aparecerão aqui.',
};

export default dictionary;
