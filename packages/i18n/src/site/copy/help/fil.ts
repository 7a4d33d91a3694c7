import type { HelpCopy } from './en';

/** Filipino copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Maghanap',
    placeholder: 'Maghanap ng tanong at gabay',
    results: '{count} resulta',
    noResults: 'Walang tumugma sa “{query}”. Subukan ang ibang salita, o makipag-ugnayan sa support.',
    clear: 'I-clear ang paghahanap',
  },
  faq: {
    meta: {
      title: 'Mga madalas itanong — Koinonia',
      description:
        'Mga sagot tungkol sa Koinonia: pagsisimula, libre at bayad na plan, AI kandila, privacy, sino ang nakakakita ng panalangin at ang dagdag ng church plans.',
    },
    hero: {
      eyebrow: 'FAQ',
      title: 'Mga tanong na madalas naming marinig',
      subtitle: 'Maiikli at tapat na sagot para sa mga miyembro, leader at church administrator.',
    },
    groups: [
      {
        title: 'Pagsisimula',
        items: [
          {
            question: 'Ano ang Koinonia?',
            answer:
              'Ang Koinonia ay church app para sa mga miyembro, leader, pastor, administrator at volunteer. Pinagsasama nito sa iisang lugar ang pader ng panalangin, araw-araw na pagbasa ng Bibliya, S.O.A.P. journaling, events, group chat, paglilingkod at pagbibigay, para manatili sa fellowship ang simbahan buong linggo.',
          },
          {
            question: 'Libre ba ang Koinonia?',
            answer:
              'Oo. Libre ang {disciplePlan} plan, walang card na kailangan, at kasama rito ang pader ng panalangin, S.O.A.P. journal, mga talakayan ng komunidad, araw-araw na pagbasa ng Bibliya, mga reading plan para sa baguhan at {discipleCandles} AI kandila bawat buwan. May dagdag na kandila at tools ang mga bayad na plan.',
          },
          {
            question: 'Kailangan bang nasa Koinonia ang simbahan ko?',
            answer:
              'Hindi. Puwede kang magbasa, manalangin at mag-journal nang mag-isa, at opsyonal ang pagpili ng simbahan sa setup. Kapag sumali ang simbahan mo, makakakonekta ka sa mga komunidad, event at serving team nito gamit ang parehong account.',
          },
          {
            question: 'Anong mga wika ang sinasalita ng Koinonia?',
            answer:
              'Available ang Koinonia sa {languageCount} na wika, kasama ang Arabic, Urdu, Hebrew at Farsi na isinusulat mula kanan pakaliwa. Sa una mong pagbisita, nagmumungkahi kami ng mga wika para sa bansa mo, at puwede mong palitan ang wika mo anumang oras sa Settings.',
          },
        ],
      },
      {
        title: 'Mga plan at kandila',
        items: [
          {
            question: 'Ano ang AI kandila?',
            answer:
              'Ang AI kandila ay credit na ginagamit sa mga AI feature: study guides, paghahanda ng sermon, AI audio Bible at AI video. May kasamang kandila ang bawat plan na nare-renew bawat buwan. Hindi kailanman nagkakahalaga ng kandila ang panalangin, pagbasa, chat at lahat ng iba pang hindi AI.',
          },
          {
            question: 'Ano ang mangyayari kapag naubos ang kandila ko?',
            answer:
              'Ang mga AI feature lang ang hihinto. Puwede mong hintayin ang pag-renew ng buwanang kandila mo, bumili ng boost pack na hindi nag-e-expire ang mga kandila, o lumipat sa plan na may mas malaking buwanang allowance.',
          },
          {
            question: 'Puwede ko bang palitan o i-cancel ang plan ko?',
            answer:
              'Oo, anumang oras. Magbayad buwan-buwan, o magbayad taun-taon at makakuha ng {freeMonths} buwang libre. Kapag nag-cancel ka, mananatili sa iyo ang plan mo hanggang matapos ang panahong binayaran mo, saka ka babalik sa libreng plan nang buo pa rin ang content mo.',
          },
          {
            question: 'May katumbas bang pera ang mga kandila?',
            answer:
              'Wala. Ang mga kandila ay credits para sa mga AI feature sa loob ng Koinonia. Hindi ito mapapalitan ng pera o magagamit sa labas ng app.',
          },
        ],
      },
      {
        title: 'Privacy at kaligtasan',
        items: [
          {
            question: 'Ibinebenta ba ng Koinonia ang data ko o nagpapakita ba ito ng ads?',
            answer:
              'Hindi. Walang ad tracking, walang third-party analytics at walang pagbebenta ng data. Ginagamit lang namin ang data mo para patakbuhin ang Koinonia para sa iyo at sa simbahan mo.',
          },
          {
            question: 'Sino ang makakakita ng mga prayer request ko?',
            answer:
              'Ikaw ang pipili sa bawat request. Lumalabas sa pader ng panalangin ng simbahan mo ang mga public request, sa iyo at sa prayer circle na pinili mo lang ang mga pribado, at ipinapakita nang walang pangalan mo ang mga anonymous.',
          },
          {
            question: 'Anong cookies ang ginagamit ng Koinonia?',
            answer:
              'Isang sign-in cookie na may random na session id. Walang advertising o analytics cookies. Tinatandaan din ng browser mo ang theme, wika at layout ng sidebar mo sa sarili mong device.',
          },
          {
            question: 'Paano ako magre-report ng nakakapinsalang content?',
            answer:
              'Mina-moderate ng mga leader ng simbahan mo ang mga forum at group chat, kaya sabihan muna ang moderator o leader ng komunidad na iyon. Kung tungkol ito sa kaligtasan mo o hindi pa naaayos, sumulat sa {supportEmail} at titingnan namin ito.',
          },
        ],
      },
      {
        title: 'Para sa mga simbahan',
        items: [
          {
            question: 'Paano makakapagsimula ang simbahan namin?',
            answer:
              'Piliin ang {churchBasicPlan} o {churchStandardPlan}, o makipag-ugnayan sa amin tungkol sa {enterprisePlan} para sa mas malalaking network. Masaya kaming mag-schedule ng demo at tulungan kayong imbitahan ang staff at mga miyembro ninyo.',
          },
          {
            question: 'Ano ang idinadagdag ng mga church plan?',
            answer:
              'Pamamahala ng miyembro, event planning, komunikasyon sa buong simbahan, pribadong prayer circle, analytics, pamamahala ng maraming campus, donor giving analytics, livestream integration, volunteer management at real-time na ministry chat na may CRM.',
          },
          {
            question: 'Ano ang mga loyalty kandila?',
            answer:
              'Pasasalamat sa mga simbahang nananatili sa amin: tuwing {loyaltyMonths} buwan, nakakatanggap ang mga simbahang naka-{churchBasicPlan} ng {basicLoyaltyCandles} dagdag na kandila, at ang mga naka-{churchStandardPlan} ng {standardLoyaltyCandles}.',
          },
          {
            question: 'Ano ang nakikita ng mga church administrator?',
            answer:
              'Nakikita ng mga administrator ang membership at ang content ng sarili nilang mga komunidad. Nananatiling pribado ang mga pribadong panalangin at journal ng mga miyembro, at ang nagbigay at ang mga finance administrator lang ng simbahan ang nakakakita ng giving records.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Mga gabay nang hakbang-hakbang — Koinonia',
      description:
        'Mga gabay sa Koinonia: account, prayer request, reading plans, pag-RSVP, pag-volunteer, pamamahala ng miyembro at paggamit ng AI kandila.',
    },
    hero: {
      eyebrow: 'Mga Gabay',
      title: 'Mga gabay nang hakbang-hakbang',
      subtitle: 'Hanapin ang gusto mong gawin at sundan ang mga hakbang. Ilang minuto lang ang bawat gabay.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Gumawa ng account at pumili ng wika',
        summary: 'Mag-sign up nang libre at i-set up ang Koinonia sa wikang ginagamit mo sa pananalangin.',
        steps: [
          'Piliin ang “Magsimula nang libre” at ilagay ang pangalan, email address at password mo. Walang card na kailangan.',
          'Buksan ang email na ipapadala namin at i-click ang link para i-verify ang address mo.',
          'Tapusin ang maikling setup: ang profile mo, ang simbahan mo at ang mga interes mo. Puwede mong laktawan ang mga hakbang para sa simbahan at interes at balikan ang mga ito mamaya.',
          'Piliin ang wika mo sa huling hakbang. Para palitan ito mamaya, buksan ang Settings at piliin ang Wika; nase-save ang pinili mo sa account mo at sumusunod sa iyo sa bawat device.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Mag-post ng prayer request at piliin kung sino ang makakakita',
        summary: 'Ibahagi ang nasa puso mo sa mismong mga taong gusto mo.',
        steps: [
          'Buksan ang Pader ng Panalangin sa ilalim ng Pagsamba sa sidebar at magsimula ng bagong request.',
          'Bigyan ito ng maikling pamagat at isulat kung ano ang gusto mong ipanalangin.',
          'Piliin kung sino ang makakakita: Public para sa pader ng panalangin ng simbahan mo, Private para sa iyo at sa prayer circle na pipiliin mo, o Anonymous para maibahagi ito nang walang pangalan mo.',
          'I-post ito. Makakatanggap ka ng notification habang ipinapanalangin ka ng mga tao, at makikita sa request kung ilan ang nananalangin kasama mo.',
          'Kapag sinagot na ang panalangin, markahan itong sinagot para makapagpasalamat kasama mo ang lahat ng nanalangin.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Magsimula ng reading plan at mag-journal gamit ang S.O.A.P.',
        summary: 'Bumuo ng araw-araw na habit ng pagbasa ng Salita ng Diyos at pagsulat ng kahulugan nito para sa iyo.',
        steps: [
          'Buksan ang Pagbasa ng Bibliya sa ilalim ng Pagsamba at tingnan ang mga reading plan: {beginnerPlans} para sa baguhan at {intermediatePlans} para sa mga handa nang lumalim pa.',
          'Magsimula ng plan. Bawat araw ay may babasahin na may gabay na debosyon at study notes; piliin ang salin mo o makinig gamit ang audio Bible.',
          'Pagkatapos magbasa, buksan ang S.O.A.P. Journal at sumulat ng apat na maikling bahagi: ang Scripture na tumatak sa iyo, ang Observation mo, kung paano mo ito isasabuhay (Application), at isang Prayer.',
          'Bumalik bukas: naka-save ang puwesto mo sa plan, at pribado ang journal mo maliban kung piliin mong ibahagi ang isang entry.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Mag-RSVP sa event at makatanggap ng paalala',
        summary: 'Ipaalam sa mga organizer na darating ka at huwag mahuli sa simula.',
        steps: [
          'Buksan ang Mga Event sa ilalim ng Kumonekta para makita ang mga paparating sa simbahan at mga grupo mo, kasama ang lokasyon at campus ng bawat isa.',
          'Buksan ang isang event at mag-RSVP para malaman ng mga organizer kung ilan ang aasahan.',
          'Darating ang mga paalala bago ang event sa mga channel na pinili mo sa Notification settings: sa app, sa email o bilang push notification.',
          'Kung magbago ang plano mo, i-update ang RSVP mo para manatiling tama ang bilang ng dadalo.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Sumali sa komunidad at makipag-chat sa grupo mo',
        summary: 'Hanapin ang small group o ministry mo at manatiling konektado sa pagitan ng mga pagkikita.',
        steps: [
          'Buksan ang Mga Komunidad sa ilalim ng Kumonekta at hanapin ang mga grupo at ministry ng simbahan mo.',
          'Sumali sa mga kinabibilangan mo. Lalabas na para sa iyo ang mga anunsyo, forum at event nila.',
          'Makilahok sa mga forum, na mina-moderate ng mga leader mo, o buksan ang chat ng grupo mo para sa mabilisang usapan.',
          'Gamitin ang Mga Mensahe para sa one-on-one na usapan at ang Contacts para laging malapit ang mga taong kilala mo.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Maghanap ng volunteer opportunity at sagutan ang gifts assessment',
        summary: 'Tuklasin ang mga kaloob mo at maghanap ng lugar ng paglilingkod na bagay sa iyo.',
        steps: [
          'Sagutan ang spiritual gifts assessment: libre ang basic na may {basicQuestions} tanong; ang comprehensive na may {comprehensiveQuestions} tanong ay kasama sa {servantPlan} pataas.',
          'Buksan ang Sentro ng Paglilingkod sa ilalim ng Maglingkod. Unang iminumungkahi ang mga oportunidad na tugma sa skills at kaloob mo.',
          'Buksan ang isang oportunidad para makita ang team, ang saklaw nito at kung ilang puwesto ang bakante, saka mag-apply.',
          'Subaybayan ang application mo sa My Applications. Kapag kasama ka na sa team, lalabas sa Sentro ng Paglilingkod ang schedule at mga paalala mo, at may recognition badges bilang pagkilala sa paglilingkod mo.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Mag-imbita ng staff at pamahalaan ang mga miyembro',
        summary:
          'Para sa mga church administrator: isama ang team mo at panatilihing updated ang listahan ng miyembro.',
        steps: [
          'Buksan ang Church Admin sa sidebar. Lalabas ito kapag binigyan ka ng church account ng administrator access.',
          'Sa staff management, mag-imbita ng tao gamit ang email at piliin ang role niya: admin, leader o moderator.',
          'Makakatanggap sila ng imbitasyon at tatanggapin ito sa pag-sign in o paggawa ng account; aabisuhan ka kapag sumali na sila.',
          'Gamitin ang People Management para makita ang mga miyembro mo, i-update ang detalye nila at ayusin sila sa mga grupo at ministry.',
          'Magpadala ng balita para sa buong simbahan mula sa Communication Hub para marinig ito ng lahat sa iisang lugar.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Gumamit ng AI kandila at bumili ng boost pack',
        summary: 'Gamitin ang kandila sa AI tools para sa pag-aaral at sermon, at mag-top up kapag kailangan mo pa.',
        steps: [
          'Buksan ang Candles sa ilalim ng Account para makita ang balance mo at kung magkano ang bawat AI feature.',
          'Gumamit ng AI feature, gaya ng study guide o paghahanda ng sermon; ibabawas sa balance mo ang kandilang katumbas nito.',
          'Nare-renew bawat buwan ang mga kandila ng plan mo. Kung kailangan mo pa bago noon, bumili ng boost pack: S na may {smallPackCandles} kandila, M na may {mediumPackCandles} o L na may {largePackCandles}.',
          'Ipinapakita ang presyo sa currency mo bago ka magbayad, at hindi kailanman nag-e-expire ang mga kandila mula sa boost pack.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Palitan ang theme, laki ng font at notifications',
        summary: 'Gawing komportableng basahin ang Koinonia at piliin kung ano ang aabot sa iyo.',
        steps: [
          'Buksan ang Settings at, sa ilalim ng Appearance, pumili ng Light, Dark o Auto na theme. Sinusundan ng Auto ang device mo. Mabilis ding nakakalipat gamit ang toggle sa header.',
          'Pumili ng Small, Medium o Large na laki ng font. Nase-save sa account mo ang pinili mo.',
          'Buksan ang Notification settings at piliin, para sa bawat uri ng notification, kung lalabas ito sa app, darating sa email o ipu-push sa device mo.',
          'Mag-pin ng hanggang {maxPinned} paboritong page sa sidebar para laging nasa itaas ang mga ito.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'I-export o burahin ang data mo',
        summary: 'Tingnan kung anong data mo ang hawak ng Koinonia, kumuha ng kopya o burahin ang account mo.',
        steps: [
          'Para humiling ng kopya ng data mo o ng pagbura sa account mo, magpadala ng support request (piliin ang Mga pangkalahatang tanong) o sumulat sa {privacyEmail}.',
          'Para itama ang pangalan, username o larawan mo, buksan ang Profile mula sa avatar menu.',
          'Kapag binura mo ang account mo, mabubura ang data mo sa loob ng {deletionDays} araw, maliban sa giving records na kailangang itago ng simbahan mo ayon sa batas.',
          'Sumulat mula sa email address ng account mo para malaman naming sa iyo talaga galing ang request; sumasagot kami sa loob ng isang working day.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Kailangan mo pa ba ng tulong?',
    body: 'Binabasa ng support team namin ang bawat mensahe at sumasagot sa loob ng isang working day. Sabihin sa amin kung ano ang sinusubukan mong gawin at kung ano ang nangyari.',
  },
};

export default copy;
