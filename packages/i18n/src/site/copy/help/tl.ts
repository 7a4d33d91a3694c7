import type { HelpCopy } from './en';

/** Tagalog copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Maghanap',
    placeholder: 'Maghanap ng mga tanong at gabay',
    results: '{count} natagpuan',
    noResults:
      'Walang tumutugma sa “{query}”. Subukin ang ibang salita, o makipag-ugnayan sa aming pangkat na umaalalay.',
    clear: 'Burahin ang paghahanap',
  },
  faq: {
    meta: {
      title: 'Mga madalas itanong — Koinonia',
      description:
        'Mga sagot hinggil sa Koinonia: pagsisimula, mga planong libre at may bayad, kandilang AI, pagkapribado, panalangin at ang dagdag ng mga planong pansimbahan.',
    },
    hero: {
      eyebrow: 'Mga Madalas Itanong',
      title: 'Mga tanong na madalas naming marinig',
      subtitle: 'Maiikli at tapat na sagot para sa mga kasapi, pinuno at tagapangasiwa ng simbahan.',
    },
    groups: [
      {
        title: 'Pagsisimula',
        items: [
          {
            question: 'Ano ang Koinonia?',
            answer:
              'Ang Koinonia ay aplikasyon ng simbahan para sa mga kasapi, pinuno, pastor, tagapangasiwa at boluntaryo. Pinagbubuklod nito sa iisang lugar ang dingding ng panalangin, araw-araw na pagbabasa ng Bibliya, talaarawang S.O.A.P., mga pagtitipon, usapan ng grupo, paglilingkod at pag-aabuloy, upang manatili sa pagsasamahan ang simbahan buong linggo.',
          },
          {
            question: 'Walang bayad ba ang Koinonia?',
            answer:
              'Opo. Walang bayad ang planong {disciplePlan} at hindi kailangan ang kard. Kasama rito ang dingding ng panalangin, ang talaarawang S.O.A.P., mga talakayan ng pamayanan, araw-araw na pagbabasa ng Bibliya, mga plano ng pagbasa para sa nagsisimula at {discipleCandles} kandilang AI bawat buwan. May dagdag na kandila at kasangkapan ang mga planong may bayad.',
          },
          {
            question: 'Kailangan bang nasa Koinonia ang aking simbahan?',
            answer:
              'Hindi po. Maaari kayong magbasa, manalangin at sumulat sa talaarawan nang mag-isa, at hindi sapilitan ang pagpili ng simbahan sa simula. Kapag sumapi ang inyong simbahan, makakaugnay kayo sa mga pamayanan, pagtitipon at pangkat ng paglilingkod nito gamit ang iisang account.',
          },
          {
            question: 'Anong mga wika ang gamit ng Koinonia?',
            answer:
              'Makukuha ang Koinonia sa {languageCount} wika, kabilang ang Arabe, Urdu, Hebreo at Farsi na isinusulat mula kanan pakaliwa. Sa inyong unang pagdalaw, nagmumungkahi kami ng mga wika para sa inyong bansa, at maaari ninyong palitan ang inyong wika anumang oras sa Mga Kaayusan.',
          },
        ],
      },
      {
        title: 'Mga plano at kandila',
        items: [
          {
            question: 'Ano ang kandilang AI?',
            answer:
              'Ang kandilang AI ay isang kredito na ginugugol sa mga tampok na AI: mga gabay sa pag-aaral, paghahanda ng sermon, ang Bibliyang napapakinggan na gawa ng AI at bidyong gawa ng AI. Bawat plano ay may kasamang mga kandilang napapanibago bawat buwan. Ang panalangin, pagbasa, usapan at lahat ng iba pang hindi AI ay hindi kailanman nangangailangan ng kandila.',
          },
          {
            question: 'Ano ang mangyayari kapag naubos ang aking mga kandila?',
            answer:
              'Ang mga tampok na AI lamang ang titigil. Maaari ninyong hintayin ang pagpapanibago ng inyong buwanang kandila, bumili ng dagdag na pakete na ang mga kandila ay hindi kailanman napapaso, o lumipat sa planong may mas malaking buwanang laan.',
          },
          {
            question: 'Maaari ko bang palitan o ihinto ang aking plano?',
            answer:
              'Opo, anumang oras. Magbayad buwan-buwan, o magbayad taun-taon at makatanggap ng {freeMonths} buwang walang bayad. Kapag inihinto ninyo, mananatili sa inyo ang plano hanggang sa katapusan ng panahong binayaran ninyo, saka kayo babalik sa planong walang bayad nang buo pa rin ang inyong nilalaman.',
          },
          {
            question: 'May halagang salapi ba ang mga kandila?',
            answer:
              'Wala po. Ang mga kandila ay kredito para sa mga tampok na AI sa loob ng Koinonia. Hindi ito maipagpapalit sa salapi o magagamit sa labas ng aplikasyon.',
          },
        ],
      },
      {
        title: 'Pagkapribado at kaligtasan',
        items: [
          {
            question: 'Ipinagbibili ba ng Koinonia ang aking datos o nagpapakita ba ito ng patalastas?',
            answer:
              'Hindi po. Walang pagsubaybay para sa patalastas, walang pagsusuri ng ibang kompanya at walang muling pagbebenta ng datos. Ginagamit lamang namin ang inyong datos upang patakbuhin ang Koinonia para sa inyo at sa inyong simbahan.',
          },
          {
            question: 'Sino ang makakikita sa aking mga kahilingang panalangin?',
            answer:
              'Kayo ang pipili sa bawat kahilingan. Lumalabas sa dingding ng panalangin ng inyong simbahan ang mga hayag na kahilingan, nananatili sa inyo at sa bilog ng panalanging pinili ninyo ang mga pribado, at ipinapakita nang wala ang inyong pangalan ang mga hindi nagpapakilala.',
          },
          {
            question: 'Anong mga cookie ang ginagamit ng Koinonia?',
            answer:
              'Isang cookie sa pagpasok na naglalaman ng di-tiyak na pagkakakilanlan ng sesyon. Walang cookie para sa patalastas o pagsusuri. Tinatandaan din ng inyong browser ang inyong anyo, wika at ayos ng gilid na talaan sa sarili ninyong kagamitan.',
          },
          {
            question: 'Paano ako mag-uulat ng bagay na nakapipinsala?',
            answer:
              'Pinangangasiwaan ng mga pinuno ng inyong simbahan ang mga talakayan at usapan ng grupo, kaya sabihan muna ang tagapamagitan o pinuno ng pamayanang iyon. Kung may kinalaman ito sa inyong kaligtasan o hindi pa nalulutas, sumulat sa {supportEmail} at susuriin namin ito.',
          },
        ],
      },
      {
        title: 'Para sa mga simbahan',
        items: [
          {
            question: 'Paano makapagsisimula ang aming simbahan?',
            answer:
              'Piliin ang {churchBasicPlan} o {churchStandardPlan}, o makipag-ugnayan sa amin hinggil sa {enterprisePlan} para sa mas malalaking samahan. Ikagagalak naming magtakda ng pagpapakita at tulungan kayong anyayahan ang inyong mga kawani at kasapi.',
          },
          {
            question: 'Ano ang idinadagdag ng mga planong pansimbahan?',
            answer:
              'Pangangasiwa ng mga kasapi, pagpaplano ng mga pagtitipon, pakikipag-ugnayan sa buong simbahan, isang pribadong bilog ng panalangin, pagsusuri, pangangasiwa ng maraming sangay, pagsusuri ng pag-aabuloy, pag-uugnay sa livestream, pangangasiwa ng mga boluntaryo at sabayang usapan ng ministeryo na may CRM.',
          },
          {
            question: 'Ano ang mga kandila ng katapatan?',
            answer:
              'Isang pasasalamat sa mga simbahang nananatili sa amin: tuwing {loyaltyMonths} buwan, tumatanggap ang mga simbahang nasa {churchBasicPlan} ng {basicLoyaltyCandles} karagdagang kandila at ang mga simbahang nasa {churchStandardPlan} ng {standardLoyaltyCandles}.',
          },
          {
            question: 'Ano ang nakikita ng mga tagapangasiwa ng simbahan?',
            answer:
              'Nakikita ng mga tagapangasiwa ang mga kasapi at ang nilalaman ng kanilang sariling mga pamayanan. Nananatiling pribado ang mga pribadong panalangin at talaarawan ng mga kasapi, at ang nagbigay at ang mga tagapangasiwa ng pananalapi ng simbahan lamang ang nakakikita ng talaan ng mga abuloy.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Mga gabay na sunud-sunod ang hakbang — Koinonia',
      description:
        'Mga gabay sa Koinonia: account, kahilingang panalangin, mga plano ng pagbasa, pagtugon sa pagtitipon, paglilingkod, pangangasiwa ng kasapi at kandilang AI.',
    },
    hero: {
      eyebrow: 'Mga Gabay',
      title: 'Mga gabay na sunud-sunod ang hakbang',
      subtitle: 'Hanapin ang gawaing nasa isip ninyo at sundan ang mga hakbang. Ilang minuto lamang ang bawat gabay.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Lumikha ng account at pumili ng wika',
        summary: 'Magpatala nang walang bayad at ihanda ang Koinonia sa wikang ginagamit ninyo sa pananalangin.',
        steps: [
          'Piliin ang “Magsimula nang walang bayad” at ilagay ang inyong pangalan, email address at password. Hindi kailangan ang kard.',
          'Buksan ang email na ipapadala namin at sundan ang kawing upang patunayan ang inyong address.',
          'Tapusin ang maikling paghahanda: ang inyong profile, ang inyong simbahan at ang inyong mga hilig. Maaari ninyong laktawan ang mga hakbang tungkol sa simbahan at mga hilig at balikan ang mga ito sa ibang pagkakataon.',
          'Piliin ang inyong wika sa huling hakbang. Upang palitan ito sa ibang pagkakataon, buksan ang Mga Kaayusan at piliin ang Wika; nakatala sa inyong account ang inyong pinili at sumusunod ito sa inyo sa bawat kagamitan.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Maglathala ng kahilingang panalangin at piliin kung sino ang makakikita',
        summary: 'Ibahagi ang nasa inyong puso sa mismong mga taong nais ninyo.',
        steps: [
          'Buksan ang Dingding ng Panalangin sa ilalim ng Pagsamba sa gilid na talaan at magsimula ng bagong kahilingan.',
          'Bigyan ito ng maikling pamagat at isulat ang nais ninyong ipanalangin.',
          'Piliin kung sino ang makakikita: Hayag para sa dingding ng panalangin ng inyong simbahan, Pribado para sa inyo at sa bilog ng panalanging pipiliin ninyo, o Hindi Nagpapakilala upang maibahagi ito nang wala ang inyong pangalan.',
          'Ilathala ito. Aabisuhan kayo habang ipinapanalangin kayo ng mga tao, at ipinapakita ng kahilingan kung ilan ang nananalanging kasama ninyo.',
          'Kapag sinagot na ang dalangin, tandaan itong sinagot upang makapagpasalamat kasama ninyo ang lahat ng nanalangin.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Magsimula ng plano ng pagbasa at sumulat sa talaarawang S.O.A.P.',
        summary: 'Linangin ang araw-araw na gawi ng pagbasa ng Kasulatan at pagsulat ng kahulugan nito para sa inyo.',
        steps: [
          'Buksan ang Pagbabasa ng Bibliya sa ilalim ng Pagsamba at tingnan ang mga plano ng pagbasa: {beginnerPlans} para sa nagsisimula at {intermediatePlans} para sa mga handa nang lumalim pa.',
          'Magsimula ng plano. Bawat araw ay may pagbasang may gabay na debosyon at mga tala sa pag-aaral; piliin ang inyong salin o makinig sa Bibliyang napapakinggan.',
          'Pagkatapos magbasa, buksan ang Talaarawang S.O.A.P. at sumulat ng apat na maikling bahagi: ang Kasulatang tumimo sa inyo, ang inyong Pagmamasid, kung paano ninyo ito ilalapat, at isang Panalangin.',
          'Bumalik bukas: nakatala ang inyong kinaroroonan sa plano, at nananatiling pribado ang inyong talaarawan maliban kung piliin ninyong ibahagi ang isang tala.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Tumugon sa paanyaya sa pagtitipon at tumanggap ng paalaala',
        summary: 'Ipaalam sa mga tagapag-ayos na darating kayo at huwag mahuli sa simula.',
        steps: [
          'Buksan ang Mga Pagtitipon sa ilalim ng Pakikipag-ugnayan upang makita ang mga darating na pagtitipon ng inyong simbahan at mga grupo, kasama ang lugar at sangay ng bawat isa.',
          'Buksan ang isang pagtitipon at tumugon upang malaman ng mga tagapag-ayos kung ilan ang aasahan.',
          'Darating ang mga paalaala bago ang pagtitipon sa mga daluyang pinili ninyo sa Kaayusan ng mga Abiso: sa aplikasyon, sa email o bilang abisong lumilitaw sa kagamitan.',
          'Kung magbago ang inyong plano, baguhin ang inyong tugon upang manatiling tumpak ang bilang ng dadalo.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Sumapi sa isang pamayanan at makipag-usap sa inyong grupo',
        summary:
          'Hanapin ang inyong maliit na grupo o ministeryo at manatiling magkaugnay sa pagitan ng mga pagpupulong.',
        steps: [
          'Buksan ang Mga Pamayanan sa ilalim ng Pakikipag-ugnayan at hanapin ang mga grupo at ministeryo ng inyong simbahan.',
          'Sumapi sa mga kinabibilangan ninyo. Lilitaw na para sa inyo ang kanilang mga patalastas, talakayan at pagtitipon.',
          'Makibahagi sa mga talakayan, na pinangangasiwaan ng inyong mga pinuno, o buksan ang usapan ng inyong grupo para sa mabilis na pag-uusap.',
          'Gamitin ang Mga Mensahe para sa sarilinang pag-uusap at ang Mga Kakilala upang laging malapit ang mga taong kilala ninyo.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Humanap ng pagkakataong maglingkod at sagutan ang pagsusuri ng kaloob',
        summary: 'Tuklasin ang inyong mga kaloob at humanap ng paglilingkurang angkop sa inyo.',
        steps: [
          'Sagutan ang pagsusuri ng espirituwal na kaloob: walang bayad ang payak na may {basicQuestions} tanong; ang ganap na may {comprehensiveQuestions} tanong ay kasama sa {servantPlan} at sa mas mataas na plano.',
          'Buksan ang Himpilan ng Paglilingkod sa ilalim ng Paglilingkod. Unang iminumungkahi ang mga pagkakataong tugma sa inyong kakayahan at kaloob.',
          'Buksan ang isang pagkakataon upang makita ang pangkat, ang saklaw ng gawain at kung ilang puwesto ang bakante, saka mag-aplay.',
          'Subaybayan ang inyong aplikasyon sa Aking mga Aplikasyon. Kapag kabilang na kayo sa isang pangkat, lilitaw sa Himpilan ng Paglilingkod ang inyong iskedyul at mga paalaala, at kinikilala ng mga tsapa ang inyong paglilingkod.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Anyayahan ang mga kawani at pangasiwaan ang mga kasapi',
        summary:
          'Para sa mga tagapangasiwa ng simbahan: isama ang inyong pangkat at panatilihing napapanahon ang talaan ng mga kasapi.',
        steps: [
          'Buksan ang Pangangasiwa ng Simbahan sa gilid na talaan. Lilitaw ito kapag binigyan kayo ng account ng inyong simbahan ng karapatan ng tagapangasiwa.',
          'Sa pangangasiwa ng mga kawani, anyayahan ang isang tao sa pamamagitan ng email at piliin ang kanyang tungkulin: tagapangasiwa, pinuno o tagapamagitan.',
          'Tatanggap sila ng paanyaya at tatanggapin ito sa pamamagitan ng pagpasok o paglikha ng account; aabisuhan kayo kapag sumapi na sila.',
          'Gamitin ang Pangangasiwa ng mga Tao upang makita ang inyong mga kasapi, baguhin ang kanilang detalye at isaayos sila sa mga grupo at ministeryo.',
          'Magpadala ng balita para sa buong simbahan mula sa Himpilan ng Komunikasyon upang marinig ito ng lahat sa iisang lugar.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Gumamit ng kandilang AI at bumili ng dagdag na pakete',
        summary:
          'Gugulin ang mga kandila sa mga kasangkapang AI para sa pag-aaral at sermon, at magdagdag kapag kailangan pa.',
        steps: [
          'Buksan ang Mga Kandila sa ilalim ng Account upang makita ang inyong natitirang kandila at ang halaga ng bawat tampok na AI.',
          'Gumamit ng tampok na AI, gaya ng gabay sa pag-aaral o paghahanda ng sermon; ibabawas sa inyong natitira ang mga kandilang katumbas nito.',
          'Napapanibago bawat buwan ang mga kandila ng inyong plano. Kung kailangan pa ninyo bago noon, bumili ng dagdag na pakete: S na may {smallPackCandles} kandila, M na may {mediumPackCandles} o L na may {largePackCandles}.',
          'Ipinapakita ang halaga sa inyong salapi bago kayo magbayad, at hindi kailanman napapaso ang mga kandila mula sa dagdag na pakete.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Palitan ang anyo, laki ng titik at mga abiso',
        summary: 'Gawing magaan basahin ang Koinonia at pagpasiyahan kung ano ang aabot sa inyo.',
        steps: [
          'Buksan ang Mga Kaayusan at, sa ilalim ng Anyo, piliin ang Maliwanag, Madilim o Awtomatiko. Sinusundan ng Awtomatiko ang inyong kagamitan. Mabilis ding makapagpapalit sa pindutan sa itaas ng pahina.',
          'Piliin ang Maliit, Katamtaman o Malaking laki ng titik. Nakatala sa inyong account ang inyong pinili.',
          'Buksan ang Kaayusan ng mga Abiso at piliin, para sa bawat uri ng abiso, kung lilitaw ito sa aplikasyon, darating sa email o ipapadala sa inyong kagamitan.',
          'Magtakda ng hanggang {maxPinned} paboritong pahina sa gilid na talaan upang manatili ang mga ito sa itaas.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Kunin o burahin ang inyong datos',
        summary: 'Alamin kung anong datos ninyo ang hawak ng Koinonia, kumuha ng kopya o burahin ang inyong account.',
        steps: [
          'Upang humiling ng kopya ng inyong datos o ng pagbura ng inyong account, magpadala ng kahilingan sa pag-alalay (piliin ang Mga pangkalahatang katanungan) o sumulat sa {privacyEmail}.',
          'Upang iwasto ang inyong pangalan, username o larawan, buksan ang Profile mula sa talaan ng inyong larawan.',
          'Kapag binura ninyo ang inyong account, mabubura ang inyong datos sa loob ng {deletionDays} araw, maliban sa talaan ng mga abuloy na kailangang itago ng inyong simbahan ayon sa batas.',
          'Sumulat mula sa email address ng inyong account upang matiyak naming sa inyo nagmula ang kahilingan; tumutugon kami sa loob ng isang araw ng trabaho.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Kailangan pa ba ninyo ng tulong?',
    body: 'Binabasa ng aming pangkat na umaalalay ang bawat mensahe at sumasagot sa loob ng isang araw ng trabaho. Sabihin sa amin kung ano ang sinusubukan ninyong gawin at kung ano ang nangyari.',
  },
};

export default copy;
