import type { AdminTranslations } from './en';

/** Cebuano (Sinugboanon): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Pagdumala sa mga Miyembro',
  'memberManagement.intro':
    'Abiabiha ang mga bag-ong tawo sa imong simbahan, hatagi sila og mga katungdanan sa simbahan ug ipaambit ang link sa pag-apil.',
  'memberManagement.introFor':
    'Abiabiha ang mga bag-ong tawo sa {church}, hatagi sila og mga katungdanan sa simbahan ug ipaambit ang link sa pag-apil.',
  'memberManagement.sections': 'Mga bahin sa pagdumala sa miyembro',
  'memberManagement.requestsTab': 'Mga hangyo nga moapil',
  'memberManagement.peopleTab': 'Mga tawo',
  'memberManagement.joinLinkTab': 'Link sa pag-apil',
  'memberManagement.waitingCount': '{count} ang naghulat',
  'memberManagement.loadingRequests': 'Gikarga ang mga hangyo nga moapil',
  'memberManagement.noRequests': 'Walay naghulat',
  'memberManagement.noRequestsBody':
    'Kon adunay mohangyo nga moapil sa imong simbahan, makita sila dinhi aron imong dawaton o balibaran.',
  'memberManagement.askedOn': 'Mihangyo niadtong {date}',
  'memberManagement.accept': 'Dawata',
  'memberManagement.acceptPerson': 'Dawata si {name}',
  'memberManagement.decline': 'Balibari',
  'memberManagement.declinePerson': 'Balibari si {name}',
  'memberManagement.accepted': 'Miyembro na sa imong simbahan si {name}',
  'memberManagement.declined': 'Gibalibaran ang hangyo ni {name}',
  'memberManagement.acceptFailed': 'Dili madawat si {name}',
  'memberManagement.declineFailed': 'Dili mabalibaran si {name}',
  'memberManagement.alreadyAnswered': 'Natubag na ang hangyo ni {name}',
  'memberManagement.searchPeople': 'Pangita pinaagi sa ngalan o email',
  'memberManagement.loadingPeople': 'Gikarga ang mga tawo',
  'memberManagement.noMatches': 'Walay motakdo sa “{search}”',
  'memberManagement.noMatchesBody': 'Sulayi ang bahin sa ngalan, apelyido o email.',
  'memberManagement.noPeople': 'Wala pay miyembro',
  'memberManagement.noPeopleBody':
    'Makita dinhi ang mga tawo nga imong gidawat ug ang mga miapil pinaagi sa imong link.',
  'memberManagement.you': 'Ikaw',
  'memberManagement.role': 'Katungdanan',
  'memberManagement.readOnlyRole': 'Katungdanan: {role}',
  'memberManagement.saveRole': 'Tipigi ang katungdanan',
  'memberManagement.savingRole': 'Gitipigan…',
  'memberManagement.roleChanged': '{role} na karon si {name}',
  'memberManagement.roleChangeFailed': 'Wala mausab ang katungdanan ni {name}: {reason}',
  'memberManagement.remove': 'Tangtanga',
  'memberManagement.removePerson': 'Tangtanga si {name}',
  'memberManagement.removeTitle': 'Tangtangon si {name}?',
  'memberManagement.removeBody':
    'Dili na miyembro sa imong simbahan si {name}: mawala kaniya ang mga pag-ampo, kalihokan ug balita niini, ug bisan unsang katungdanan niya sa simbahan. Makahangyo siya pag-usab nga moapil.',
  'memberManagement.removing': 'Gitangtang…',
  'memberManagement.removed': 'Dili na miyembro sa imong simbahan si {name}',
  'memberManagement.loadingJoinLink': 'Gikarga ang link sa pag-apil',
  'memberManagement.noJoinLink': 'Wala pay link sa pag-apil ang {church}.',
  'memberManagement.joinLinkExplained':
    'Bisan kinsa nga moabli sa link ug mo-sign in moapil dayon sa {church}, nga dili na maghulat nga madawat. Ipaambit lang kini diin nimo gusto.',
  'memberManagement.createLink': 'Paghimo og link sa pag-apil',
  'memberManagement.makingLink': 'Gihimo ang link…',
  'memberManagement.linkMade': 'Nahimo na ang link sa pag-apil',
  'memberManagement.joinLinkFor': 'Link sa pag-apil sa {church}',
  'memberManagement.copyLink': 'Kopyaha ang link',
  'memberManagement.linkCopied': 'Nakopya ang link',
  'memberManagement.copyYourself': 'Napili na ang link: pindota ang Ctrl+C (⌘C sa Mac) aron kopyahon kini.',
  'memberManagement.makeNewLink': 'Paghimo og bag-ong link',
  'memberManagement.newLinkTitle': 'Maghimo og bag-ong link sa pag-apil?',
  'memberManagement.newLinkBody':
    'Mohunong dayon sa paglihok ang karon nga link: kinahanglan sa bisan kinsa nga adunay niini ang bag-o.',
  'memberManagement.newLinkMade': 'Nahimo ang bag-ong link sa pag-apil: dili na molihok ang daan',
  'admin.churchDashboard': 'Dashboard sa Simbahan',
  'admin.totalGiving': 'Kinatibuk-ang halad',
  'admin.last30Days': 'Miaging 30 ka adlaw',
  'admin.donations': 'Mga halad',
  'admin.donors': 'Mga naghatag',
  'admin.byFund': 'Halad sumala sa pundo',
};

export default dictionary;
