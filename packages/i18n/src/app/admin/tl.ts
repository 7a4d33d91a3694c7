import type { AdminTranslations } from './en';

/** Tagalog (Tagalog): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Pamamahala ng mga Kasapi',
  'memberManagement.intro':
    'Salubungin ang mga bagong tao sa iyong simbahan, magtalaga ng mga tungkulin sa simbahan at ibahagi ang kawing para sumapi.',
  'memberManagement.introFor':
    'Salubungin ang mga bagong tao sa {church}, magtalaga ng mga tungkulin sa simbahan at ibahagi ang kawing para sumapi.',
  'memberManagement.sections': 'Mga bahagi ng pamamahala ng kasapi',
  'memberManagement.requestsTab': 'Mga kahilingang sumapi',
  'memberManagement.peopleTab': 'Mga tao',
  'memberManagement.joinLinkTab': 'Kawing para sumapi',
  'memberManagement.waitingCount': '{count} naghihintay',
  'memberManagement.loadingRequests': 'Ikinakarga ang mga kahilingang sumapi',
  'memberManagement.noRequests': 'Walang naghihintay',
  'memberManagement.noRequestsBody':
    'Kapag may humiling na sumapi sa iyong simbahan, lilitaw sila rito upang tanggapin o tanggihan mo.',
  'memberManagement.askedOn': 'Humiling noong {date}',
  'memberManagement.accept': 'Tanggapin',
  'memberManagement.acceptPerson': 'Tanggapin si {name}',
  'memberManagement.decline': 'Tanggihan',
  'memberManagement.declinePerson': 'Tanggihan si {name}',
  'memberManagement.accepted': 'Kasapi na ng iyong simbahan si {name}',
  'memberManagement.declined': 'Tinanggihan ang kahilingan ni {name}',
  'memberManagement.acceptFailed': 'Hindi matanggap si {name}',
  'memberManagement.declineFailed': 'Hindi matanggihan si {name}',
  'memberManagement.alreadyAnswered': 'Nasagot na ang kahilingan ni {name}',
  'memberManagement.searchPeople': 'Maghanap ayon sa pangalan o email',
  'memberManagement.loadingPeople': 'Ikinakarga ang mga tao',
  'memberManagement.noMatches': 'Walang tumutugma sa “{search}”',
  'memberManagement.noMatchesBody': 'Subukan ang bahagi ng pangalan, apelyido o email.',
  'memberManagement.noPeople': 'Wala pang kasapi',
  'memberManagement.noPeopleBody': 'Lilitaw rito ang mga taong tinanggap mo at ang mga sumapi gamit ang iyong kawing.',
  'memberManagement.you': 'Ikaw',
  'memberManagement.role': 'Tungkulin',
  'memberManagement.readOnlyRole': 'Tungkulin: {role}',
  'memberManagement.saveRole': 'Itago ang tungkulin',
  'memberManagement.savingRole': 'Itinatago…',
  'memberManagement.roleChanged': '{role} na ngayon si {name}',
  'memberManagement.roleChangeFailed': 'Hindi nabago ang tungkulin ni {name}: {reason}',
  'memberManagement.remove': 'Alisin',
  'memberManagement.removePerson': 'Alisin si {name}',
  'memberManagement.removeTitle': 'Alisin si {name}?',
  'memberManagement.removeBody':
    'Hindi na magiging kasapi ng iyong simbahan si {name}: mawawala sa kanya ang mga panalangin, kaganapan at balita nito, pati ang anumang tungkulin niya rito. Maaari siyang humiling muling sumapi.',
  'memberManagement.removing': 'Inaalis…',
  'memberManagement.removed': 'Hindi na kasapi ng iyong simbahan si {name}',
  'memberManagement.loadingJoinLink': 'Ikinakarga ang kawing para sumapi',
  'memberManagement.noJoinLink': 'Wala pang kawing para sumapi ang {church}.',
  'memberManagement.joinLinkExplained':
    'Sinumang magbukas ng kawing at mag-sign in ay agad na sasapi sa {church}, nang hindi naghihintay na matanggap. Ibahagi lamang ito kung saan mo nais.',
  'memberManagement.createLink': 'Lumikha ng kawing para sumapi',
  'memberManagement.makingLink': 'Nililikha ang kawing…',
  'memberManagement.linkMade': 'Nalikha ang kawing para sumapi',
  'memberManagement.joinLinkFor': 'Kawing para sumapi sa {church}',
  'memberManagement.copyLink': 'Kopyahin ang kawing',
  'memberManagement.linkCopied': 'Nakopya ang kawing',
  'memberManagement.copyYourself': 'Napili na ang kawing: pindutin ang Ctrl+C (⌘C sa Mac) upang kopyahin ito.',
  'memberManagement.makeNewLink': 'Lumikha ng bagong kawing',
  'memberManagement.newLinkTitle': 'Lumikha ng bagong kawing para sumapi?',
  'memberManagement.newLinkBody':
    'Agad na hihinto sa paggana ang kasalukuyang kawing: kakailanganin ng sinumang may hawak nito ang bago.',
  'memberManagement.newLinkMade': 'Nalikha ang bagong kawing para sumapi: hindi na gumagana ang dati',
  'admin.churchDashboard': 'Pangkalahatang-tanaw ng Simbahan',
  'admin.totalGiving': 'Kabuuang handog',
  'admin.last30Days': 'Nakaraang 30 araw',
  'admin.donations': 'Mga handog',
  'admin.donors': 'Mga nagbigay',
  'admin.byFund': 'Handog ayon sa pondo',
};

export default dictionary;
