import type { ServeTranslations } from './en';

/** Portuguese (português): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Central de serviço',
  'serve.emptyTitle': 'Nenhuma oportunidade aberta',
  'serve.emptyBody': 'Todas as equipes estão completas no momento.',
  'serve.volunteers': 'voluntários',
  'serve.openSpots': 'vagas abertas',
};

export default dictionary;
