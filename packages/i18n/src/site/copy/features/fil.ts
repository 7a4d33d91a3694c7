import type { FeaturesCopy } from './en';

/** Filipino copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Pader ng Panalangin: sama-samang manalangin — Koinonia',
      description:
        'Ibahagi ang prayer request nang pribado, pampubliko o anonymous, bumuo ng prayer circle, alamin kung sino ang nananalangin at ipagdiwang ang sinagot na dasal.',
    },
    hero: {
      eyebrow: 'Pader ng Panalangin',
      title: 'Walang prayer request na pinapasan nang mag-isa',
      subtitle:
        'Ibahagi ang pangangailangan mo nang pribado, pampubliko o anonymous, at hayaang manalangin kasama mo ang simbahan.',
    },
    overview: {
      title: 'Panalangin sa puso ng simbahan mo',
      paragraphs: [
        'Bihirang maghintay ng Linggo ang mga pangangailangan sa panalangin. Sa Pader ng Panalangin, puwedeng humiling ng panalangin ang mga miyembro anumang oras at malaman na may nananalangin para sa kanila.',
        'Ikaw ang magpapasya kung sino ang makakakita ng bawat request, at minamarkahan ang mga sinagot na panalangin para makapagpasalamat ang lahat.',
      ],
    },
    features: {
      title: 'Ano ang hatid ng Pader ng Panalangin',
      items: [
        {
          title: 'Pribado, pampubliko o anonymous',
          body: 'Itago ang request para sa sarili mo, ibahagi ito sa simbahan mo, o i-post ito nang hindi lumalabas ang pangalan mo.',
        },
        {
          title: 'Mga prayer circle',
          body: 'Bumuo ng maliit na grupo para sa iisang pangangailangan, gaya ng pagkaka-ospital o pamilyang nagdadalamhati.',
        },
        {
          title: 'Tingnan kung sino ang nananalangin',
          body: 'Malalaman mong may nananalangin para sa request mo, kaya hindi mo ito papasanin nang mag-isa.',
        },
        {
          title: 'Mga sinagot na panalangin',
          body: 'Markahang sinagot ang isang panalangin at magdagdag ng update, para makapagdiwang ang iba kasama mo.',
        },
        {
          title: 'Mga notification na ikaw ang pumili',
          body: 'Malaman kapag may nanalangin para sa iyo, at i-on o i-off ang bawat abiso.',
        },
        {
          title: 'Bukas araw at gabi',
          body: 'Mag-post at manalangin hatinggabi man o tanghali, sa phone o sa computer mo.',
        },
      ],
    },
    benefits: {
      title: 'Bakit ito mahalaga',
      items: [
        {
          title: 'Mas maagang naaabot ng kalinga',
          body: 'Naibabahagi ang pangangailangan sa mismong oras na dumating ito, hindi pagkalipas ng ilang araw.',
        },
        {
          title: 'Nakikita ng mga leader ang pangangailangan',
          body: 'Ipinapakita ng mga public request at prayer circle sa mga pastor kung saan kailangan ng kalinga.',
        },
        {
          title: 'Lumalago ang pananampalataya sa patotoo',
          body: 'Nagiging tala ng katapatan ng Diyos ang mga sinagot na panalangin.',
        },
        {
          title: 'Ligtas ang mga sensitibong pangangailangan',
          body: 'Sa pribado at anonymous na request, makakahiling ng panalangin ang mga tao nang hindi natatakot sa tsismis.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano ito gumagana',
      steps: [
        {
          title: 'Isulat ang request mo',
          body: 'Sabihin ang nasa puso mo, sa sarili mong salita.',
        },
        {
          title: 'Piliin kung sino ang makakakita',
          body: 'Gawin itong pribado, pampubliko o anonymous, o ibahagi sa isang prayer circle.',
        },
        {
          title: 'Manalangin at magpasalamat',
          body: 'Ipanalangin ang iba at markahan ang mga sagot kapag dumating na.',
        },
      ],
    },
    cta: {
      title: 'Magsimulang manalangin nang sama-sama ngayon',
      body: 'Libre ang Pader ng Panalangin. I-post ang una mong request sa loob ng ilang minuto.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Mga reading plan at S.O.A.P. journal — Koinonia',
      description:
        'Araw-araw na pagbasa ng Bibliya, gabay na debosyon, reading plans, study notes, iba’t ibang salin, audio Bible at S.O.A.P. journal para mag-ugat ang Salita.',
    },
    hero: {
      eyebrow: 'Pagbasa ng Bibliya',
      title: 'Buksan ang Salita araw-araw, nang sama-sama',
      subtitle:
        'Araw-araw na pagbasa, gabay na debosyon, mga reading plan at S.O.A.P. journal na tumutulong para mag-ugat ang Salita ng Diyos.',
    },
    overview: {
      title: 'Isang araw-araw na habit na tumatagal',
      paragraphs: [
        'Madaling magsimulang magbasa ng Bibliya; ang mahirap ay ang magpatuloy. Binibigyan ka ng Koinonia araw-araw ng isang talata, gabay na debosyon at lugar para isulat ang natututunan mo.',
        'Magbasa sa iba’t ibang salin, makinig habang nasa biyahe, at pag-usapan ang talata kasama ang simbahan mo. Mas lalalim ka pa sa tulong ng study notes at AI study guides.',
      ],
    },
    features: {
      title: 'Lahat ng kailangan sa pagbasa at pag-aaral',
      items: [
        {
          title: 'Araw-araw na pagbasa at debosyon',
          body: 'Bawat araw ay may talata at maikling debosyon na mapagninilayan at maipapanalangin mo.',
        },
        {
          title: 'Mga reading plan para sa bawat yugto',
          body: 'Pumili mula sa {beginnerPlans} plan para sa baguhan at {intermediatePlans} plan para sa intermediate, at subaybayan ang progreso mo araw-araw.',
        },
        {
          title: 'S.O.A.P. na journal',
          body: 'Isulat ang Scripture (talata), ang Observation (obserbasyon) mo, ang Application (paglalapat) nito at isang Prayer (panalangin) sa bawat pagbasa.',
        },
        {
          title: 'Study notes at mga salin',
          body: 'Paghambingin ang iba’t ibang salin ng Bibliya at magbasa ng study notes tungkol sa konteksto at kahulugan.',
        },
        {
          title: 'Audio na Bibliya',
          body: 'Makinig habang nagmamaneho, naglalakad o nagluluto.',
        },
        {
          title: 'Talakayan ng komunidad',
          body: 'Magbahagi ng insight tungkol sa talata ngayong araw at basahin ang napansin ng iba.',
        },
      ],
    },
    benefits: {
      title: 'Bakit ito mahalaga',
      items: [
        {
          title: 'Tuloy-tuloy sa paglipas ng panahon',
          body: 'Tinutulungan ng araw-araw na ritmo at nakikitang progreso ang mga miyembro na magbasa linggo-linggo.',
        },
        {
          title: 'Pag-unawa, hindi lang pagbasa',
          body: 'Ginagawa ng debosyon, notes at journaling ang isang kabanata na bagay na isinasabuhay mo.',
        },
        {
          title: 'Salita ng Diyos saan ka man naroon',
          body: 'Magbasa sa kahit anong device, i-save ang mga pagbasa para offline, o makinig habang nasa biyahe.',
        },
        {
          title: 'Isang simbahang iisa ang binabasa',
          body: 'Ang mga grupong sumusunod sa iisang plan ay nag-uusap mula sa parehong binasa.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano ito gumagana',
      steps: [
        {
          title: 'Pumili ng plan',
          body: 'Magsimula sa pagbasa ngayong araw o pumili ng plan na bagay sa oras mo.',
        },
        {
          title: 'Magbasa, makinig at magnilay',
          body: 'Magbasa o makinig, sundan ang debosyon at magsulat ng S.O.A.P. entry.',
        },
        {
          title: 'Magbahagi at magpatuloy',
          body: 'Pag-usapan ang talata kasama ang simbahan mo at panoorin ang paglago ng progreso mo.',
        },
      ],
    },
    cta: {
      title: 'Simulan ngayon ang una mong reading plan',
      body: 'Libre ang araw-araw na pagbasa, ang mga plan para sa baguhan at ang S.O.A.P. journal, at walang card na kailangan.',
    },
  },
  events: {
    meta: {
      title: 'Mga church event na may RSVP at paalala — Koinonia',
      description:
        'Gumawa ng church events, mangolekta ng RSVP, magpaalala at subaybayan ang attendance sa bawat lokasyon at campus, sa iisang kalendaryong maaasahan.',
    },
    hero: {
      eyebrow: 'Mga Event',
      title: 'Bawat pagtitipon, pinaplano sa iisang lugar',
      subtitle:
        'Gumawa ng events, mangolekta ng RSVP, magpadala ng paalala at subaybayan ang attendance sa bawat lokasyon.',
    },
    overview: {
      title: 'Mula Sunday service hanggang mission trip',
      paragraphs: [
        'Puno ng pagtitipon ang buhay ng simbahan: mga service, youth night, salu-salo at retreat. Inilalagay ito ng Koinonia sa iisang kalendaryong pinagkakatiwalaan ng mga miyembro.',
        'Nakikita ng mga leader kung sino ang darating at kung sino ang dumalo, kaya nakakapagplano sila nang maaga at nakakamusta ang mga hindi nakarating.',
      ],
    },
    features: {
      title: 'Mga tool para sa bawat event',
      items: [
        {
          title: 'Madaling paggawa ng event',
          body: 'Maglagay ng pamagat, oras at lugar, at i-publish sa simbahan mo, sa isang komunidad o sa isang grupo.',
        },
        {
          title: 'RSVP sa isang tap',
          body: 'Sumasagot agad ang mga miyembro, at makikita mong dumarami ang bilang.',
        },
        {
          title: 'Mga paalala',
          body: 'Nakakatanggap ng paalala bago ang event ang mga sumagot, kaya mas kaunti ang nakakalimot.',
        },
        {
          title: 'Pagsubaybay sa attendance',
          body: 'Itala kung sino ang dumalo, at ikumpara ang dami ng dumalo mula sa isang event hanggang sa susunod.',
        },
        {
          title: 'Maraming lokasyon',
          body: 'Magdaos ng event sa iba’t ibang lugar o campus, at malinaw na ipinapakita ang bawat address.',
        },
        {
          title: 'Iisang listahan para sa mga miyembro',
          body: 'Magkakasamang nakikita ng mga miyembro ang events ng simbahan at ng mga grupo nila.',
        },
      ],
    },
    benefits: {
      title: 'Bakit ito mahalaga',
      items: [
        {
          title: 'Mas maraming dumadalo',
          body: 'Dahil madaling sumagot at may paalala sa tamang oras, mas maraming tao ang dumarating.',
        },
        {
          title: 'Magplano gamit ang totoong bilang',
          body: 'Alamin kung ilan ang aasahan para sa pagkain, upuan at childcare.',
        },
        {
          title: 'Kumustahin nang may malasakit',
          body: 'Ipinapakita ng attendance kung sino ang matagal nang wala, para malapitan sila ng mga leader.',
        },
        {
          title: 'Mas kaunting papeles',
          body: 'Wala nang sign-up sheet o spreadsheet na kailangang pagtugmain pagkatapos ng event.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano ito gumagana',
      steps: [
        {
          title: 'Gawin ang event',
          body: 'Itakda ang petsa, oras at mga lokasyon, at piliin kung sino ang imbitado.',
        },
        {
          title: 'Mangolekta ng mga sagot',
          body: 'Nag-RSVP ang mga miyembro sa app at nakakatanggap ng paalala habang papalapit ang araw.',
        },
        {
          title: 'Magtipon at mangumusta',
          body: 'Itala ang attendance sa mismong araw at kumustahin ang mga hindi nakadalo.',
        },
      ],
    },
    cta: {
      title: 'Planuhin ang susunod mong pagtitipon gamit ang Koinonia',
      body: 'Libre ang pag-RSVP ng mga miyembro. May kumpletong event planning ang mga church plan; mag-schedule ng demo para makita ito.',
    },
  },
  communityChat: {
    meta: {
      title: 'Chat ng komunidad, forum at mensahe — Koinonia',
      description:
        'Mga komunidad, forum na may moderator, small-group chat, direct message at anunsyo na nagpapanatiling konektado at masigla ang simbahan mo kahit hindi Linggo.',
    },
    hero: {
      eyebrow: 'Chat ng Komunidad',
      title: 'Manatiling konektado kahit hindi Linggo',
      subtitle:
        'Mga komunidad, forum na may moderator, small-group chat, mensahe at anunsyo sa iisang ligtas na lugar.',
    },
    overview: {
      title: 'Fellowship lampas sa pintuan ng simbahan',
      paragraphs: [
        'Hindi natatapos ang fellowship pagkatapos ng service. May sariling espasyo ang bawat komunidad at small group para mag-usap at magpalakasan ng loob buong linggo.',
        'Nagpo-post ng anunsyo ang mga leader, pinananatiling magalang ng mga moderator ang mga forum, at nakakapag-message ang mga miyembro sa isa’t isa nang hindi ibinibigay ang phone number.',
      ],
    },
    features: {
      title: 'Mga paraan para manatiling konektado',
      items: [
        {
          title: 'Mga komunidad',
          body: 'Sumali sa simbahan mo, sa mga ministry nito at sa mga interest group, na may kanya-kanyang usapan.',
        },
        {
          title: 'Mga forum na may moderator',
          body: 'Pag-usapan ang pananampalataya at buhay-simbahan habang pinananatiling magalang ng mga moderator ang usapan.',
        },
        {
          title: 'Chat ng small group',
          body: 'May sariling chat ang home group o Bible study mo para sa prayer needs, plano at pagpapalakas ng loob.',
        },
        {
          title: 'Direct message',
          body: 'Sumulat nang pribado sa isang miyembro o leader nang hindi ibinibigay ang phone number mo.',
        },
        {
          title: 'Mga anunsyo',
          body: 'Isang beses lang ipo-post ng mga leader ang mahalagang balita, at aabot ito sa bawat miyembro ng komunidad.',
        },
        {
          title: 'Contacts at ang Board ng Pakikilahok',
          body: 'Itabi sa contacts mo ang mga taong kilala mo, at ipagdiwang ang pakikilahok sa Board ng Pakikilahok.',
        },
      ],
    },
    benefits: {
      title: 'Bakit ito mahalaga',
      items: [
        {
          title: 'Walang naiiwan',
          body: 'Nakakahanap ng grupo at usapan ang mga bagong dating mula pa sa una nilang linggo.',
        },
        {
          title: 'Mas ligtas kaysa public social media',
          body: 'Nananatili sa loob ng simbahan mo ang mga usapan, may moderation at walang ad tracking.',
        },
        {
          title: 'Nakakatipid ng oras ang mga leader',
          body: 'Isang anunsyo ang pumapalit sa sunod-sunod na email, text at post.',
        },
        {
          title: 'Pagpapalakas ng loob na nakikita',
          body: 'Itinatampok ng Board ng Pakikilahok ang mga nananalangin, naglilingkod at nakikilahok.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano ito gumagana',
      steps: [
        {
          title: 'Sumali sa mga komunidad mo',
          body: 'Hanapin ang simbahan mo at ang mga grupong kinabibilangan mo.',
        },
        {
          title: 'Bumati',
          body: 'Magpakilala sa small-group chat mo o magsimula ng usapan sa forum.',
        },
        {
          title: 'Manatiling konektado',
          body: 'Sundan ang mga anunsyo at i-message ang mga kaibigan, na may mga notification na ikaw ang kumokontrol.',
        },
      ],
    },
    cta: {
      title: 'Iuwi sa iisang tahanan ang mga usapan ng simbahan mo',
      body: 'Sumali nang libre at hanapin ang mga komunidad mo ngayon, o mag-schedule ng demo para sa leadership team mo.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'D.I.V.I.N.E. Sentro ng Paglilingkod — Koinonia',
      description:
        'Itugma ang miyembro sa ministry team ayon sa skills at kaloob, mag-post ng oportunidad, suriin ang applications, mag-schedule at pasalamatan ang volunteers.',
    },
    hero: {
      eyebrow: 'Hub ng mga Volunteer',
      title: 'Tulungan ang bawat miyembro na mahanap ang lugar nila sa paglilingkod',
      subtitle:
        'Itinutugma ng D.I.V.I.N.E. Sentro ng Paglilingkod ang mga tao sa ministry teams ayon sa kanilang skills at espirituwal na kaloob.',
    },
    overview: {
      title: 'Paglilingkod na pinagtutulungan ng marami',
      paragraphs: [
        'Maraming simbahan ang umaasa sa iilang tapat na volunteer habang naghihintay lang ng imbitasyon ang iba. Ipinapakita ng Sentro ng Paglilingkod ang bawat bakanteng role at kung saan bagay ang mga kaloob ng bawat miyembro.',
        'Nagpo-post ng oportunidad ang mga leader, sinusuri ang applications at gumagawa ng schedule, kaya laging puno ang mga team nang hindi paulit-ulit na nakikiusap sa parehong mga tao linggo-linggo.',
      ],
    },
    features: {
      title: 'Lahat para sa mga volunteer team mo',
      items: [
        {
          title: 'Mga ministry team',
          body: 'Makikita sa iisang view ang mga leader, miyembro, role at bakanteng puwesto ng bawat team.',
        },
        {
          title: 'Board ng mga oportunidad',
          body: 'Tingnan ang bawat bakanteng role sa buong simbahan mo at kung ano ang saklaw nito.',
        },
        {
          title: 'Pagtutugma ng skills at kaloob',
          body: 'Batay ang mga mungkahi sa skills mo at sa gifts assessment mo: basic, na may {basicQuestions} tanong, o comprehensive, na may {comprehensiveQuestions}.',
        },
        {
          title: 'Scheduling na may paalala',
          body: 'Planuhin kung sino ang maglilingkod at kailan, at may paalala ang mga volunteer bago ang bawat shift.',
        },
        {
          title: 'Mga application',
          body: 'Nag-a-apply ang mga miyembro sa ilang hakbang lang, at sinusuri, tinatanggap at winewelcome sila ng mga leader.',
        },
        {
          title: 'Mga recognition badge',
          body: 'Pinasasalamatan ng mga badge ang mga volunteer sa tapat na paglilingkod at sa mga milestone na naabot nila.',
        },
      ],
    },
    benefits: {
      title: 'Bakit ito mahalaga',
      items: [
        {
          title: 'Mas maraming naglilingkod',
          body: 'Inaanyayahan ng malinaw na mga role at gift matching ang mga miyembrong hindi alam kung saan magsisimula.',
        },
        {
          title: 'Mas malulusog na team',
          body: 'Kapag pinaghahatian ang bigat, naiiwasan ng pinakatapat mong mga volunteer ang burnout.',
        },
        {
          title: 'Mas kaunting kulang sa mismong araw',
          body: 'Dahil sa schedule at paalala, mas kaunti ang nalalaktawang shift at biglaang tawag.',
        },
        {
          title: 'Paglilingkod na napapansin',
          body: 'Ipinapakita ng mga badge at pasasalamat sa mga volunteer na mahalaga ang paglilingkod nila.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano ito gumagana',
      steps: [
        {
          title: 'Tuklasin ang mga kaloob mo',
          body: 'Sagutan ang spiritual gifts assessment para makita kung paano ka hinubog para maglingkod.',
        },
        {
          title: 'Maghanap ng role at mag-apply',
          body: 'Tingnan ang board ng mga oportunidad at mag-apply sa team na bagay sa iyo.',
        },
        {
          title: 'Maglingkod kasama ang team mo',
          body: 'Isasama ka ng leader mo sa schedule, at pinananatili kang handa ng mga paalala.',
        },
      ],
    },
    cta: {
      title: 'Tulungan ang bawat kaloob na mahanap ang lugar nito',
      body: 'Libre para sa mga miyembro ang basic gifts assessment. Puwedeng mag-schedule ang mga simbahan ng demo ng volunteer management.',
    },
  },
};

export default copy;
