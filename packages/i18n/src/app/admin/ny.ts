import type { AdminTranslations } from './en';

/** Chichewa (Chichewa): the admin section's strings, translated from en.ts. */
const dictionary: AdminTranslations = {
  // Member management (/member-management) and the names of the roles it gives.
  'memberManagement.title': 'Kuyang’anira Mamembala',
  'memberManagement.intro':
    'Landirani anthu atsopano ku mpingo wanu, patsani maudindo a mpingo ndipo gawanani ulalo wolowera.',
  'memberManagement.introFor':
    'Landirani anthu atsopano ku {church}, patsani maudindo a mpingo ndipo gawanani ulalo wolowera.',
  'memberManagement.sections': 'Zigawo za kuyang’anira mamembala',
  'memberManagement.requestsTab': 'Zopempha kulowa',
  'memberManagement.peopleTab': 'Anthu',
  'memberManagement.joinLinkTab': 'Ulalo wolowera',
  'memberManagement.waitingCount': 'Akudikira: {count}',
  'memberManagement.loadingRequests': 'Tikutsitsa zopempha kulowa',
  'memberManagement.noRequests': 'Palibe amene akudikira',
  'memberManagement.noRequestsBody':
    'Wina akapempha kulowa mpingo wanu, adzaonekera pano kuti mumulandire kapena mumukane.',
  'memberManagement.askedOn': 'Anapempha pa {date}',
  'memberManagement.accept': 'Landirani',
  'memberManagement.acceptPerson': 'Landirani {name}',
  'memberManagement.decline': 'Kanani',
  'memberManagement.declinePerson': 'Kanani {name}',
  'memberManagement.accepted': '{name} tsopano ndi membala wa mpingo wanu',
  'memberManagement.declined': 'Pempho la {name} lakanidwa',
  'memberManagement.acceptFailed': 'Sitinathe kulandira {name}',
  'memberManagement.declineFailed': 'Sitinathe kukana {name}',
  'memberManagement.alreadyAnswered': 'Pempho la {name} layankhidwa kale',
  'memberManagement.searchPeople': 'Sakani ndi dzina kapena imelo',
  'memberManagement.loadingPeople': 'Tikutsitsa anthu',
  'memberManagement.noMatches': 'Palibe amene akufanana ndi “{search}”',
  'memberManagement.noMatchesBody': 'Yesani gawo la dzina loyamba, dzina la banja kapena imelo.',
  'memberManagement.noPeople': 'Palibe mamembala pakadali pano',
  'memberManagement.noPeopleBody': 'Anthu amene mwawalandira ndi amene alowa kudzera mu ulalo wanu amaonekera pano.',
  'memberManagement.you': 'Inu',
  'memberManagement.role': 'Udindo',
  'memberManagement.readOnlyRole': 'Udindo: {role}',
  'memberManagement.saveRole': 'Sungani udindo',
  'memberManagement.savingRole': 'Tikusunga…',
  'memberManagement.roleChanged': '{name} tsopano ndi {role}',
  'memberManagement.roleChangeFailed': 'Udindo wa {name} sunasinthidwe: {reason}',
  'memberManagement.remove': 'Chotsani',
  'memberManagement.removePerson': 'Chotsani {name}',
  'memberManagement.removeTitle': 'Muchotse {name}?',
  'memberManagement.removeBody':
    '{name} sadzakhalanso membala wa mpingo wanu: adzataya mapemphero, zochitika ndi nkhani zake, komanso udindo uliwonse umene ali nawo mumpingo. Angathe kupemphanso kulowa.',
  'memberManagement.removing': 'Tikuchotsa…',
  'memberManagement.removed': '{name} salinso membala wa mpingo wanu',
  'memberManagement.loadingJoinLink': 'Tikutsitsa ulalo wolowera',
  'memberManagement.noJoinLink': '{church} ilibe ulalo wolowera pakadali pano.',
  'memberManagement.joinLinkExplained':
    'Aliyense amene atsegula ulalowu ndikulowa muakaunti yake alowa {church} nthawi yomweyo, osadikira kulandiridwa. Ugawireni pokhapo pamene mukufuna.',
  'memberManagement.createLink': 'Pangani ulalo wolowera',
  'memberManagement.makingLink': 'Tikupanga ulalo…',
  'memberManagement.linkMade': 'Ulalo wolowera wapangidwa',
  'memberManagement.joinLinkFor': 'Ulalo wolowera {church}',
  'memberManagement.copyLink': 'Koperani ulalo',
  'memberManagement.linkCopied': 'Ulalo wakopedwa',
  'memberManagement.copyYourself': 'Ulalo wasankhidwa: dinani Ctrl+C (⌘C pa Mac) kuti muukopere.',
  'memberManagement.makeNewLink': 'Pangani ulalo watsopano',
  'memberManagement.newLinkTitle': 'Mupange ulalo wolowera watsopano?',
  'memberManagement.newLinkBody':
    'Ulalo wapano usiya kugwira ntchito nthawi yomweyo: aliyense amene ali nawo adzafunika watsopano.',
  'memberManagement.newLinkMade': 'Ulalo wolowera watsopano wapangidwa: wakale sukugwiranso ntchito',
  'admin.churchDashboard': 'Chidule cha Mpingo',
  'admin.totalGiving': 'Zopereka zonse',
  'admin.last30Days': 'Masiku 30 apitawa',
  'admin.donations': 'Zopereka',
  'admin.donors': 'Opereka',
  'admin.byFund': 'Zopereka malinga ndi thumba',
};

export default dictionary;
