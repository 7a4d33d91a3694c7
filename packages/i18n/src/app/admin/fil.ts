import type { AdminTranslations } from './en';

/** Filipino (Filipino): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Pamamahala ng mga Miyembro',
  'memberManagement.intro':
    'Salubungin ang mga bagong tao sa iyong church, magbigay ng mga tungkulin sa church at ibahagi ang link para sumali.',
  'memberManagement.introFor':
    'Salubungin ang mga bagong tao sa {church}, magbigay ng mga tungkulin sa church at ibahagi ang link para sumali.',
  'memberManagement.sections': 'Mga bahagi ng pamamahala ng miyembro',
  'memberManagement.requestsTab': 'Mga hiling na sumali',
  'memberManagement.peopleTab': 'Mga tao',
  'memberManagement.joinLinkTab': 'Link para sumali',
  'memberManagement.waitingCount': '{count} naghihintay',
  'memberManagement.loadingRequests': 'Nilo-load ang mga hiling na sumali',
  'memberManagement.noRequests': 'Walang naghihintay',
  'memberManagement.noRequestsBody':
    'Kapag may humiling na sumali sa iyong church, lalabas sila rito para tanggapin o tanggihan mo.',
  'memberManagement.askedOn': 'Humiling noong {date}',
  'memberManagement.accept': 'Tanggapin',
  'memberManagement.acceptPerson': 'Tanggapin si {name}',
  'memberManagement.decline': 'Tanggihan',
  'memberManagement.declinePerson': 'Tanggihan si {name}',
  'memberManagement.accepted': 'Miyembro na ng iyong church si {name}',
  'memberManagement.declined': 'Tinanggihan ang hiling ni {name}',
  'memberManagement.acceptFailed': 'Hindi matanggap si {name}',
  'memberManagement.declineFailed': 'Hindi matanggihan si {name}',
  'memberManagement.alreadyAnswered': 'Nasagot na ang hiling ni {name}',
  'memberManagement.searchPeople': 'Maghanap ayon sa pangalan o email',
  'memberManagement.loadingPeople': 'Nilo-load ang mga tao',
  'memberManagement.noMatches': 'Walang tumutugma sa “{search}”',
  'memberManagement.noMatchesBody': 'Subukan ang bahagi ng pangalan, apelyido o email.',
  'memberManagement.noPeople': 'Wala pang miyembro',
  'memberManagement.noPeopleBody': 'Lalabas dito ang mga taong tinanggap mo at ang mga sumali gamit ang iyong link.',
  'memberManagement.you': 'Ikaw',
  'memberManagement.role': 'Tungkulin',
  'memberManagement.readOnlyRole': 'Tungkulin: {role}',
  'memberManagement.saveRole': 'I-save ang tungkulin',
  'memberManagement.savingRole': 'Sine-save…',
  'memberManagement.roleChanged': '{role} na ngayon si {name}',
  'memberManagement.roleChangeFailed': 'Hindi nabago ang tungkulin ni {name}: {reason}',
  'memberManagement.remove': 'Alisin',
  'memberManagement.removePerson': 'Alisin si {name}',
  'memberManagement.removeTitle': 'Alisin si {name}?',
  'memberManagement.removeBody':
    'Hindi na magiging miyembro ng iyong church si {name}: mawawala sa kanya ang mga panalangin, event at balita nito, pati ang anumang tungkulin niya rito. Maaari siyang humiling muli na sumali.',
  'memberManagement.removing': 'Inaalis…',
  'memberManagement.removed': 'Hindi na miyembro ng iyong church si {name}',
  'memberManagement.loadingJoinLink': 'Nilo-load ang link para sumali',
  'memberManagement.noJoinLink': 'Wala pang link para sumali ang {church}.',
  'memberManagement.joinLinkExplained':
    'Sinumang magbukas ng link at mag-sign in ay agad na sasali sa {church}, nang hindi na naghihintay na matanggap. Ibahagi lang ito kung saan mo gusto.',
  'memberManagement.createLink': 'Gumawa ng link para sumali',
  'memberManagement.makingLink': 'Ginagawa ang link…',
  'memberManagement.linkMade': 'Nagawa na ang link para sumali',
  'memberManagement.joinLinkFor': 'Link para sumali sa {church}',
  'memberManagement.copyLink': 'Kopyahin ang link',
  'memberManagement.linkCopied': 'Nakopya na ang link',
  'memberManagement.copyYourself': 'Napili na ang link: pindutin ang Ctrl+C (⌘C sa Mac) para kopyahin ito.',
  'memberManagement.makeNewLink': 'Gumawa ng bagong link',
  'memberManagement.newLinkTitle': 'Gumawa ng bagong link para sumali?',
  'memberManagement.newLinkBody':
    'Agad na titigil sa paggana ang kasalukuyang link: kakailanganin ng sinumang may hawak nito ang bago.',
  'memberManagement.newLinkMade': 'Nagawa ang bagong link para sumali: hindi na gumagana ang luma',
  'admin.churchDashboard': 'Dashboard ng Simbahan',
  'admin.totalGiving': 'Kabuuang donasyon',
  'admin.last30Days': 'Huling 30 araw',
  'admin.donations': 'Mga donasyon',
  'admin.donors': 'Mga donor',
  'admin.byFund': 'Donasyon ayon sa pondo',
};

export default dictionary;
