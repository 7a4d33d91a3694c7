import type { AdminTranslations } from './en';

/** Ukrainian (українська): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Керування учасниками',
  'memberManagement.intro':
    'Приймайте нових людей до своєї церкви, призначайте церковні ролі та діліться посиланням для приєднання.',
  'memberManagement.introFor':
    'Приймайте нових людей до {church}, призначайте церковні ролі та діліться посиланням для приєднання.',
  'memberManagement.sections': 'Розділи керування учасниками',
  'memberManagement.requestsTab': 'Запити на приєднання',
  'memberManagement.peopleTab': 'Люди',
  'memberManagement.joinLinkTab': 'Посилання для приєднання',
  'memberManagement.waitingCount': 'Очікують: {count}',
  'memberManagement.loadingRequests': 'Завантаження запитів на приєднання',
  'memberManagement.noRequests': 'Ніхто не чекає',
  'memberManagement.noRequestsBody':
    'Коли хтось попросить приєднатися до вашої церкви, він з’явиться тут, і ви зможете прийняти або відхилити запит.',
  'memberManagement.askedOn': 'Запит від {date}',
  'memberManagement.accept': 'Прийняти',
  'memberManagement.acceptPerson': 'Прийняти: {name}',
  'memberManagement.decline': 'Відхилити',
  'memberManagement.declinePerson': 'Відхилити: {name}',
  'memberManagement.accepted': '{name} тепер учасник вашої церкви',
  'memberManagement.declined': 'Запит від {name} відхилено',
  'memberManagement.acceptFailed': 'Не вдалося прийняти: {name}',
  'memberManagement.declineFailed': 'Не вдалося відхилити: {name}',
  'memberManagement.alreadyAnswered': 'На запит від {name} вже відповіли',
  'memberManagement.searchPeople': 'Пошук за ім’ям або ел. поштою',
  'memberManagement.loadingPeople': 'Завантаження списку людей',
  'memberManagement.noMatches': 'Ніхто не відповідає запиту «{search}»',
  'memberManagement.noMatchesBody': 'Спробуйте частину імені, прізвища або адреси ел. пошти.',
  'memberManagement.noPeople': 'Учасників поки немає',
  'memberManagement.noPeopleBody': 'Тут з’являться люди, яких ви приймете, і ті, хто приєднається за вашим посиланням.',
  'memberManagement.you': 'Ви',
  'memberManagement.role': 'Роль',
  'memberManagement.readOnlyRole': 'Роль: {role}',
  'memberManagement.saveRole': 'Зберегти роль',
  'memberManagement.savingRole': 'Збереження…',
  'memberManagement.roleChanged': '{name}: нова роль — {role}',
  'memberManagement.roleChangeFailed': 'Роль учасника {name} не змінено: {reason}',
  'memberManagement.remove': 'Вилучити',
  'memberManagement.removePerson': 'Вилучити: {name}',
  'memberManagement.removeTitle': 'Вилучити {name}?',
  'memberManagement.removeBody':
    '{name} більше не буде учасником вашої церкви: зникне доступ до її молитов, подій і новин, а також будь-яка церковна роль. Попросити про приєднання можна буде знову.',
  'memberManagement.removing': 'Вилучення…',
  'memberManagement.removed': '{name} більше не учасник вашої церкви',
  'memberManagement.loadingJoinLink': 'Завантаження посилання для приєднання',
  'memberManagement.noJoinLink': 'У церкви {church} поки немає посилання для приєднання.',
  'memberManagement.joinLinkExplained':
    'Кожен, хто відкриє посилання й увійде в обліковий запис, одразу приєднається до {church}, не чекаючи схвалення. Діліться ним лише там, де бажаєте.',
  'memberManagement.createLink': 'Створити посилання для приєднання',
  'memberManagement.makingLink': 'Створення посилання…',
  'memberManagement.linkMade': 'Посилання для приєднання створено',
  'memberManagement.joinLinkFor': 'Посилання для приєднання до {church}',
  'memberManagement.copyLink': 'Копіювати посилання',
  'memberManagement.linkCopied': 'Посилання скопійовано',
  'memberManagement.copyYourself': 'Посилання виділено: натисніть Ctrl+C (⌘C на Mac), щоб скопіювати його.',
  'memberManagement.makeNewLink': 'Створити нове посилання',
  'memberManagement.newLinkTitle': 'Створити нове посилання для приєднання?',
  'memberManagement.newLinkBody':
    'Поточне посилання одразу перестане працювати: усім, у кого воно є, знадобиться нове.',
  'memberManagement.newLinkMade': 'Нове посилання створено: старе більше не працює',
  'admin.churchDashboard': 'Панель церкви',
  'admin.totalGiving': 'Усього пожертв',
  'admin.last30Days': 'Останні 30 днів',
  'admin.donations': 'Пожертви',
  'admin.donors': 'Жертводавці',
  'admin.byFund': 'Пожертви за фондами',
};

export default dictionary;
