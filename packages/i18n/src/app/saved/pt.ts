import type { SavedTranslations } from './en';

/** Portuguese (Português): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Salvos',
  'saved.tabs': 'Tipos de itens salvos',
  'saved.tab.all': 'Todos',
  'saved.tab.prayers': 'Orações',
  'saved.tab.verses': 'Versículos',
  'saved.tab.reflections': 'Reflexões',
  'saved.search': 'Pesquisar nos seus itens salvos',
  'saved.searchButton': 'Pesquisar',
  'saved.noMatches': 'Nenhum item salvo corresponde',
  'saved.noMatchesBody': 'Tente outras palavras.',
  'saved.emptyTitle': 'Nada salvo ainda',
  'saved.emptyBody': 'Toque em Salvar num pedido de oração, num versículo do leitor da Bíblia ou numa entrada do seu diário e encontre-o aqui.',
  'saved.emptyPrayersTitle': 'Nenhuma oração salva ainda',
  'saved.emptyPrayersBody': 'No mural de oração, toque em Salvar num pedido para continuar orando por ele aqui.',
  'saved.emptyVersesTitle': 'Nenhum versículo salvo ainda',
  'saved.emptyVersesBody': 'No leitor da Bíblia, escolha um versículo e toque em Salvar.',
  'saved.emptyReflectionsTitle': 'Nenhuma reflexão salva ainda',
  'saved.emptyReflectionsBody': 'Abra uma entrada do seu diário S.O.A.P. e toque em Salvar.',
  'saved.kind.prayer': 'Oração',
  'saved.kind.verse': 'Versículo',
  'saved.kind.reflection': 'Reflexão',
  'saved.savedOn': 'Salvo em {date}',
  'saved.untitledReflection': 'Uma reflexão',
  'saved.remove': 'Remover',
  'saved.removedToast': 'Removido dos seus itens salvos',
  'saved.saveButton': 'Salvar',
  'saved.savedButton': 'Salvo',
  'saved.savedToast': 'Salvo. Encontre-o em Salvos.',
  'error.saved_item_not_found': 'Este item salvo não foi encontrado',
  'error.saved_verse_not_found': 'Este versículo não foi encontrado',
};

export default dictionary;
