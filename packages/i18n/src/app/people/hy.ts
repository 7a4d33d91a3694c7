import type { PeopleTranslations } from './en';

/** Armenian (Հայերեն): the directory's and contacts' strings, translated from en.ts. */
const dictionary: PeopleTranslations = {
  'people.about': 'Ձեր մասին (ըստ ցանկության)',
  'people.addContact': 'Ավելացնել կոնտակտներում',
  'people.allCommunities': 'Ձեր ամբողջ եկեղեցին',
  'people.back': 'Բոլոր մարդիկ',
  'people.charactersLeft': 'Մնաց {count} նիշ',
  'people.community': 'Համայնք',
  'people.contactsLink': 'Ձեր կոնտակտները',
  'people.email': 'Էլ. փոստ',
  'people.emailOptional': 'Կիսվելու էլ. փոստ (ըստ ցանկության)',
  'people.emptyBody': 'Ձեր եկեղեցու մարդիկ այստեղ են հայտնվում, երբ թույլ են տալիս, որ դուք գտնեք նրանց։',
  'people.emptyTitle': 'Դեռ ցույց տալու ոչ ոք չկա',
  'people.inCommon': 'Ընդհանուր համայնքներ՝ {names}',
  'people.inContacts': 'Ձեր կոնտակտներում է',
  'people.message': 'Գրել',
  'people.messageLabel': 'Հաղորդագրություն գրել {name}-ին',
  'people.noMatches': 'Ոչ ոք չի համապատասխանում',
  'people.noMatchesBody': 'Փորձեք այլ անուն կամ համայնք։',
  'people.notFindable': 'Այս մարդն այլևս չի կիսվում իր տվյալներով տեղեկատուում։',
  'people.phone': 'Հեռախոս',
  'people.phoneOptional': 'Կիսվելու հեռախոս (ըստ ցանկության)',
  'people.save': 'Պահպանել',
  'people.saved': 'Պահպանված է։ Այժմ մարդիկ տեսնում են այն, ինչով կիսվում եք։',
  'people.saving': 'Պահպանվում է…',
  'people.search': 'Որոնել անունով',
  'people.searchButton': 'Որոնել',
  'people.sharingIntro':
    'Ձեր անունն ու դերը տեսանելի են այն մարդկանց, ովքեր կարող են ձեզ գտնել, ինչպես նաև այն ամենը, ինչ ավելացնեք այստեղ։',
  'people.sharingLink': 'Ինչով եք կիսվում',
  'people.sharingTitle': 'Ինչով եք կիսվում',
  'people.title': 'Մարդիկ',
  'people.visibility.church': 'Ձեր ամբողջ եկեղեցին',
  'people.visibility.churchHint': 'Ձեր եկեղեցուց յուրաքանչյուր ոք կարող է ձեզ գտնել «Մարդիկ» բաժնում։',
  'people.visibility.communities': 'Ձեր համայնքների մարդիկ',
  'people.visibility.communitiesHint':
    'Ձեզ կարող են գտնել միայն նրանք, ովքեր ձեզ հետ նույն խմբում կամ ծառայությունում են։',
  'people.visibility.hidden': 'Ոչ ոք',
  'people.visibility.hiddenHint':
    'Դուք ցուցակում չեք։ Մարդիկ, այնուամենայնիվ, տեսնում են ձեր անունը այնտեղ, որտեղ մասնակցում եք։',
  'people.visibility.legend': 'Ով կարող է ձեզ գտնել',
  'contacts.emptyBody': '«Մարդիկ» բաժնում որևէ մեկի մոտ սեղմեք «Ավելացնել կոնտակտներում», որպեսզի նա այստեղ լինի։',
  'contacts.emptyTitle': 'Դեռ կոնտակտներ չկան',
  'contacts.findPeople': 'Գտնել ձեր եկեղեցու մարդկանց',
  'contacts.title': 'Կոնտակտներ',
  'error.person_not_found': 'Այս մարդը չի գտնվել',
};

export default dictionary;
