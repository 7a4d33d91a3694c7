import type { FeaturesCopy } from './en';

/** Tagalog copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Dingding ng Panalangin: manalangin araw at gabi — Koinonia',
      description:
        'Ibahagi ang kahilingang panalangin nang pribado, hayag o hindi nagpapakilala, bumuo ng bilog ng panalangin at ipagdiwang ang mga sinagot na dalangin.',
    },
    hero: {
      eyebrow: 'Dingding ng Panalangin',
      title: 'Walang kahilingang panalangin na pinapasang mag-isa',
      subtitle:
        'Ibahagi ang inyong pangangailangan nang pribado, hayag o hindi nagpapakilala, at hayaang manalangin kasama ninyo ang inyong simbahan.',
    },
    overview: {
      title: 'Panalangin sa puso ng inyong simbahan',
      paragraphs: [
        'Bihirang maghintay ng Linggo ang mga pangangailangan sa panalangin. Sa Dingding ng Panalangin, maaaring humiling ng panalangin ang mga kasapi anumang oras at matiyak na may nananalangin para sa kanila.',
        'Kayo ang magpapasiya kung sino ang makakikita sa bawat kahilingan, at tinatandaan ang mga sinagot na dalangin upang makapagpasalamat ang lahat.',
      ],
    },
    features: {
      title: 'Ang handog ng Dingding ng Panalangin',
      items: [
        {
          title: 'Pribado, hayag o hindi nagpapakilala',
          body: 'Sarilinin ang kahilingan, ibahagi ito sa inyong simbahan, o ilathala ito nang hindi isinasama ang inyong pangalan.',
        },
        {
          title: 'Mga bilog ng panalangin',
          body: 'Magtipon ng maliit na bilog para sa iisang pangangailangan, gaya ng pagkakaratay sa ospital o pamilyang nagdadalamhati.',
        },
        {
          title: 'Alamin kung sino ang nananalangin',
          body: 'Malalaman ninyong may nananalangin para sa inyong kahilingan, kaya hindi ninyo ito papasaning mag-isa.',
        },
        {
          title: 'Mga sinagot na dalangin',
          body: 'Tandaang sinagot na ang isang dalangin at magdagdag ng balita, upang makapagsaya ang iba kasama ninyo.',
        },
        {
          title: 'Mga abisong kayo ang pumili',
          body: 'Malaman kapag may nanalangin para sa inyo, at buksan o patayin ang bawat abiso.',
        },
        {
          title: 'Bukas araw at gabi',
          body: 'Maglathala at manalangin hatinggabi man o tanghaling-tapat, sa inyong telepono o kompyuter.',
        },
      ],
    },
    benefits: {
      title: 'Kung bakit ito mahalaga',
      items: [
        {
          title: 'Mas maagang dumarating ang kalinga',
          body: 'Naibabahagi ang mga pangangailangan sa oras na dumating ang mga ito, hindi makalipas ang ilang araw.',
        },
        {
          title: 'Nakikita ng mga pinuno ang pangangailangan',
          body: 'Ipinapakita ng mga hayag na kahilingan at mga bilog ng panalangin sa mga pastor kung saan kailangan ang kalinga.',
        },
        {
          title: 'Lumalago ang pananampalataya sa patotoo',
          body: 'Nagiging talaan ng katapatan ng Diyos ang mga sinagot na dalangin.',
        },
        {
          title: 'Ligtas ang maseselang pangangailangan',
          body: 'Sa pribado at hindi nagpapakilalang kahilingan, makahihiling ng panalangin ang mga tao nang walang pangamba sa tsismis.',
        },
      ],
    },
    howItWorks: {
      title: 'Kung paano ito gumagana',
      steps: [
        {
          title: 'Isulat ang inyong kahilingan',
          body: 'Sabihin ang nasa inyong puso, sa sarili ninyong pananalita.',
        },
        {
          title: 'Piliin kung sino ang makakikita',
          body: 'Gawin itong pribado, hayag o hindi nagpapakilala, o ibahagi sa isang bilog ng panalangin.',
        },
        {
          title: 'Manalangin at magpasalamat',
          body: 'Ipanalangin ang kapwa at tandaan ang mga kasagutan kapag dumating na.',
        },
      ],
    },
    cta: {
      title: 'Magsimulang manalangin nang sama-sama ngayon',
      body: 'Walang bayad ang Dingding ng Panalangin. Ilathala ang inyong unang kahilingan sa loob ng ilang minuto.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Mga plano ng pagbasa at talaarawang S.O.A.P. — Koinonia',
      description:
        'Araw-araw na pagbasa ng Bibliya, may gabay na debosyon, mga plano ng pagbasa, tala sa pag-aaral, ilang salin, Bibliyang napapakinggan at talaarawang S.O.A.P.',
    },
    hero: {
      eyebrow: 'Pagbabasa ng Bibliya',
      title: 'Buksan ang Salita araw-araw, nang magkakasama',
      subtitle:
        'Araw-araw na pagbasa, may gabay na debosyon, mga plano ng pagbasa at talaarawang S.O.A.P. na tumutulong upang mag-ugat ang Banal na Kasulatan.',
    },
    overview: {
      title: 'Isang araw-araw na gawing nananatili',
      paragraphs: [
        'Madaling magsimulang magbasa ng Bibliya; ang mahirap ay ang magpatuloy. Binibigyan kayo ng Koinonia sa bawat araw ng isang talata, isang may gabay na debosyon at lugar na masusulatan ng inyong natututunan.',
        'Magbasa sa iba’t ibang salin, makinig habang naglalakbay, at pag-usapan ang talata kasama ang inyong simbahan. Palalalimin pa ito ng mga tala sa pag-aaral at ng mga gabay sa pag-aaral na gawa ng AI.',
      ],
    },
    features: {
      title: 'Lahat para sa pagbasa at pag-aaral',
      items: [
        {
          title: 'Araw-araw na pagbasa at debosyon',
          body: 'Bawat araw ay may dalang talata at maikling debosyon na mapagninilayan at maipapanalangin.',
        },
        {
          title: 'Mga plano ng pagbasa sa bawat yugto',
          body: 'Pumili mula sa {beginnerPlans} plano para sa nagsisimula at {intermediatePlans} plano para sa nasa gitnang antas, at subaybayan ang inyong pag-unlad sa bawat araw.',
        },
        {
          title: 'Talaarawang S.O.A.P.',
          body: 'Isulat ang Kasulatan (Scripture), ang inyong Pagmamasid (Observation), ang Paglalapat nito (Application) at isang Panalangin (Prayer) sa bawat pagbasa.',
        },
        {
          title: 'Mga tala sa pag-aaral at mga salin',
          body: 'Paghambingin ang iba’t ibang salin ng Bibliya at basahin ang mga tala hinggil sa konteksto at kahulugan.',
        },
        {
          title: 'Bibliyang napapakinggan',
          body: 'Makinig habang nagmamaneho, naglalakad o nagluluto.',
        },
        {
          title: 'Talakayan ng pamayanan',
          body: 'Ibahagi ang inyong napagtanto sa talata sa araw na ito at basahin ang napansin ng iba.',
        },
      ],
    },
    benefits: {
      title: 'Kung bakit ito mahalaga',
      items: [
        {
          title: 'Katapatan sa paglipas ng panahon',
          body: 'Ang araw-araw na ritmo at ang nakikitang pag-unlad ay tumutulong sa mga kasapi na magbasa linggo-linggo.',
        },
        {
          title: 'Pag-unawa, hindi lamang pagbasa',
          body: 'Ginagawa ng debosyon, mga tala at pagsulat sa talaarawan ang isang kabanata na isang bagay na isinasabuhay.',
        },
        {
          title: 'Ang Kasulatan saanman kayo naroroon',
          body: 'Magbasa sa anumang kagamitan, itago ang mga pagbasa upang mabasa kahit walang internet, o makinig habang naglalakbay.',
        },
        {
          title: 'Simbahang iisa ang binabasa',
          body: 'Ang mga grupong sumusunod sa iisang plano ay nag-uusap mula sa pinagsaluhang pagbasa.',
        },
      ],
    },
    howItWorks: {
      title: 'Kung paano ito gumagana',
      steps: [
        {
          title: 'Pumili ng plano',
          body: 'Magsimula sa pagbasa sa araw na ito o pumili ng planong angkop sa inyong panahon.',
        },
        {
          title: 'Magbasa, makinig at magnilay',
          body: 'Magbasa o makinig, sundan ang debosyon at sumulat ng talang S.O.A.P.',
        },
        {
          title: 'Magbahagi at magpatuloy',
          body: 'Pag-usapan ang talata kasama ang inyong simbahan at masdan ang paglago ng inyong pag-unlad.',
        },
      ],
    },
    cta: {
      title: 'Simulan ngayon ang inyong unang plano ng pagbasa',
      body: 'Walang bayad ang araw-araw na pagbasa, ang mga plano para sa nagsisimula at ang talaarawang S.O.A.P., at hindi kailangan ang kard.',
    },
  },
  events: {
    meta: {
      title: 'Mga pagtitipon ng simbahan at paalaala — Koinonia',
      description:
        'Lumikha ng mga pagtitipon ng simbahan, tipunin ang mga tugon, magpaalaala at itala ang dumalo sa bawat lugar at sangay, sa iisang kalendaryong maaasahan.',
    },
    hero: {
      eyebrow: 'Mga Pagtitipon',
      title: 'Bawat pagtitipon, pinaplano sa iisang lugar',
      subtitle:
        'Lumikha ng mga pagtitipon, tipunin ang mga tugon sa paanyaya, magpadala ng mga paalaala at itala ang dumalo sa bawat lugar.',
    },
    overview: {
      title: 'Mula sa pagsamba tuwing Linggo hanggang sa paglalakbay-misyon',
      paragraphs: [
        'Puno ng pagtitipon ang buhay ng simbahan: mga pagsamba, gabi ng kabataan, salu-salo at mga retiro. Inilalagay ng Koinonia ang lahat ng ito sa iisang kalendaryong pinagkakatiwalaan ng mga kasapi.',
        'Nakikita ng mga pinuno kung sino ang darating at kung sino ang dumalo, kaya nakapagpaplano sila nang maaga at nakadadalaw sa mga hindi nila nakita.',
      ],
    },
    features: {
      title: 'Mga kasangkapan para sa bawat pagtitipon',
      items: [
        {
          title: 'Madaling paglikha ng pagtitipon',
          body: 'Maglagay ng pamagat, oras at lugar, at ilathala ito sa inyong simbahan, sa isang pamayanan o sa isang grupo.',
        },
        {
          title: 'Pagtugon sa isang pindot',
          body: 'Agad tumutugon ang mga kasapi, at nakikita ninyong dumarami ang bilang.',
        },
        {
          title: 'Mga paalaala',
          body: 'Tumatanggap ng paalaala bago ang pagtitipon ang mga tumugon, kaya mas kaunti ang nakalilimot.',
        },
        {
          title: 'Pagtatala ng dumalo',
          body: 'Itala kung sino ang dumalo, at paghambingin ang dami ng dumalo sa bawat pagtitipon.',
        },
        {
          title: 'Maraming lugar',
          body: 'Magdaos ng pagtitipon sa iba’t ibang pook o sangay, na malinaw na ipinapakita ang bawat tirahan.',
        },
        {
          title: 'Iisang talaan para sa mga kasapi',
          body: 'Sama-samang nakikita ng mga kasapi ang mga pagtitipon ng kanilang simbahan at mga grupo.',
        },
      ],
    },
    benefits: {
      title: 'Kung bakit ito mahalaga',
      items: [
        {
          title: 'Mas maraming dumadalo',
          body: 'Sa madaling pagtugon at napapanahong paalaala, mas maraming tao ang dumarating.',
        },
        {
          title: 'Magplano batay sa tunay na bilang',
          body: 'Alamin kung ilan ang aasahan para sa pagkain, upuan at pag-aalaga ng mga bata.',
        },
        {
          title: 'Dumalaw nang may malasakit',
          body: 'Ipinapakita ng talaan ng dumalo kung sino ang matagal nang hindi nakikita, upang malapitan sila ng mga pinuno.',
        },
        {
          title: 'Bawas na papeles',
          body: 'Wala nang papel na talaan o talaang kailangang pagtugmain pagkatapos ng pagtitipon.',
        },
      ],
    },
    howItWorks: {
      title: 'Kung paano ito gumagana',
      steps: [
        {
          title: 'Likhain ang pagtitipon',
          body: 'Itakda ang petsa, oras at mga lugar, at piliin kung sino ang inaanyayahan.',
        },
        {
          title: 'Tipunin ang mga tugon',
          body: 'Tumutugon ang mga kasapi sa aplikasyon at tumatanggap ng mga paalaala habang papalapit ang araw.',
        },
        {
          title: 'Magtipon at dumalaw',
          body: 'Itala ang dumalo sa mismong araw at kumustahin ang mga hindi nakarating.',
        },
      ],
    },
    cta: {
      title: 'Planuhin ang inyong susunod na pagtitipon sa Koinonia',
      body: 'Walang bayad ang pagtugon ng mga kasapi. May ganap na pagpaplano ng pagtitipon ang mga planong pansimbahan; magtakda ng pagpapakita upang makita ito.',
    },
  },
  communityChat: {
    meta: {
      title: 'Usapan, talakayan at mensahe ng pamayanan — Koinonia',
      description:
        'Mga pamayanan, pinangangasiwaang talakayan, usapan ng maliliit na grupo, tuwirang mensahe at patalastas na nagbubuklod sa inyong simbahan buong linggo.',
    },
    hero: {
      eyebrow: 'Usapan ng Pamayanan',
      title: 'Manatiling magkaugnay sa pagitan ng mga Linggo',
      subtitle:
        'Mga pamayanan, pinangangasiwaang talakayan, usapan ng maliliit na grupo, mga mensahe at patalastas sa iisang ligtas na lugar.',
    },
    overview: {
      title: 'Pagsasamahang lampas sa pintuan ng simbahan',
      paragraphs: [
        'Hindi natatapos ang pagsasamahan kapag natapos ang pagsamba. May sariling puwang ang bawat pamayanan at maliit na grupo upang mag-usap at magpalakasan ng loob buong linggo.',
        'Naglalathala ng patalastas ang mga pinuno, pinananatiling magalang ng mga tagapamagitan ang mga talakayan, at nakapagpapadala ng mensahe ang mga kasapi sa isa’t isa nang hindi ibinibigay ang numero ng telepono.',
      ],
    },
    features: {
      title: 'Mga paraan upang manatiling magkaugnay',
      items: [
        {
          title: 'Mga pamayanan',
          body: 'Sumapi sa inyong simbahan, sa mga ministeryo nito at sa mga grupong may iisang hilig, na may kanya-kanyang usapan.',
        },
        {
          title: 'Mga pinangangasiwaang talakayan',
          body: 'Talakayin ang pananampalataya at buhay-simbahan habang pinananatiling magalang ng mga tagapamagitan ang usapan.',
        },
        {
          title: 'Usapan ng maliliit na grupo',
          body: 'May sariling usapan ang inyong grupo sa tahanan o pag-aaral ng Bibliya para sa mga pangangailangan sa panalangin, plano at pagpapalakas ng loob.',
        },
        {
          title: 'Tuwirang mensahe',
          body: 'Sumulat nang sarilinan sa isang kasapi o pinuno nang hindi ibinibigay ang inyong numero ng telepono.',
        },
        {
          title: 'Mga patalastas',
          body: 'Minsan lamang ilalathala ng mga pinuno ang mahalagang balita, at aabot ito sa bawat kasapi ng pamayanan.',
        },
        {
          title: 'Mga kakilala at ang Talaan ng Pakikilahok',
          body: 'Itago sa inyong mga kakilala ang mga taong kilala ninyo, at ipagdiwang ang pakikilahok sa Talaan ng Pakikilahok.',
        },
      ],
    },
    benefits: {
      title: 'Kung bakit ito mahalaga',
      items: [
        {
          title: 'Walang naiiwan',
          body: 'Nakatatagpo ng grupo at ng kausap ang mga bagong dating mula sa kanilang unang linggo.',
        },
        {
          title: 'Mas ligtas kaysa sa hayag na social media',
          body: 'Nananatili sa loob ng inyong simbahan ang mga usapan, may pangangasiwa at walang pagsubaybay para sa patalastas.',
        },
        {
          title: 'Nakatitipid ng panahon ang mga pinuno',
          body: 'Pinapalitan ng iisang patalastas ang sunud-sunod na email, text at paskil.',
        },
        {
          title: 'Pagpapalakas ng loob na nakikita',
          body: 'Itinatampok ng Talaan ng Pakikilahok ang mga nananalangin, naglilingkod at nakikibahagi.',
        },
      ],
    },
    howItWorks: {
      title: 'Kung paano ito gumagana',
      steps: [
        {
          title: 'Sumapi sa inyong mga pamayanan',
          body: 'Hanapin ang inyong simbahan at ang mga grupong kinabibilangan ninyo.',
        },
        {
          title: 'Bumati',
          body: 'Magpakilala sa usapan ng inyong maliit na grupo o magsimula ng talakayan.',
        },
        {
          title: 'Manatiling magkaugnay',
          body: 'Subaybayan ang mga patalastas at padalhan ng mensahe ang mga kaibigan, na may mga abisong kayo ang nagpapasiya.',
        },
      ],
    },
    cta: {
      title: 'Iuwi sa iisang tahanan ang mga usapan ng inyong simbahan',
      body: 'Sumapi nang walang bayad at hanapin ang inyong mga pamayanan ngayon, o magtakda ng pagpapakita para sa inyong mga pinuno.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'D.I.V.I.N.E. Himpilan ng Paglilingkod — Koinonia',
      description:
        'Itugma ang kasapi sa pangkat ng ministeryo ayon sa kakayahan at kaloob, ilathala ang pagkakataon, suriin ang aplikasyon, mag-iskedyul at magpasalamat.',
    },
    hero: {
      eyebrow: 'Himpilan ng mga Boluntaryo',
      title: 'Tulungan ang bawat kasapi na matagpuan ang kanyang lugar sa paglilingkod',
      subtitle:
        'Itinutugma ng D.I.V.I.N.E. Himpilan ng Paglilingkod ang mga tao sa mga pangkat ng ministeryo ayon sa kanilang kakayahan at espirituwal na kaloob.',
    },
    overview: {
      title: 'Paglilingkod na pinagsasaluhan ng marami',
      paragraphs: [
        'Maraming simbahan ang umaasa sa iilang tapat na boluntaryo habang naghihintay na maanyayahan ang iba. Ipinapakita ng Himpilan ng Paglilingkod ang bawat bakanteng tungkulin at kung saan angkop ang mga kaloob ng bawat kasapi.',
        'Naglalathala ng mga pagkakataon ang mga pinuno, sinusuri ang mga aplikasyon at bumubuo ng iskedyul, kaya nananatiling puno ang mga pangkat nang hindi paulit-ulit na nakikiusap sa iisang tao linggo-linggo.',
      ],
    },
    features: {
      title: 'Lahat para sa inyong mga pangkat ng boluntaryo',
      items: [
        {
          title: 'Mga pangkat ng ministeryo',
          body: 'Makikita sa iisang tanaw ang mga pinuno, kasapi, tungkulin at bakanteng puwesto ng bawat pangkat.',
        },
        {
          title: 'Lupon ng mga pagkakataon',
          body: 'Tingnan ang bawat bakanteng tungkulin sa buong simbahan at kung ano ang saklaw nito.',
        },
        {
          title: 'Pagtutugma ng kakayahan at kaloob',
          body: 'Batay ang mga mungkahi sa inyong kakayahan at sa inyong pagsusuri ng kaloob: ang payak, na may {basicQuestions} tanong, o ang ganap, na may {comprehensiveQuestions}.',
        },
        {
          title: 'Pag-iiskedyul na may paalaala',
          body: 'Planuhin kung sino ang maglilingkod at kailan, at tumatanggap ng paalaala ang mga boluntaryo bago ang bawat tungkulin.',
        },
        {
          title: 'Mga aplikasyon',
          body: 'Nag-aaplay ang mga kasapi sa ilang hakbang, at sinusuri, tinatanggap at malugod silang sinasalubong ng mga pinuno.',
        },
        {
          title: 'Mga tsapa ng pagkilala',
          body: 'Pinasasalamatan ng mga tsapa ang mga boluntaryo sa tapat na paglilingkod at sa mga yugtong naabot nila.',
        },
      ],
    },
    benefits: {
      title: 'Kung bakit ito mahalaga',
      items: [
        {
          title: 'Mas maraming naglilingkod',
          body: 'Inaanyayahan ng malinaw na mga tungkulin at ng pagtutugma ng kaloob ang mga kasaping hindi alam kung saan magsisimula.',
        },
        {
          title: 'Mas malulusog na pangkat',
          body: 'Ang paghahati sa pasanin ay tumutulong sa pinakatapat ninyong mga boluntaryo na hindi mapagod nang labis.',
        },
        {
          title: 'Mas kaunting puwang sa mismong araw',
          body: 'Dahil sa iskedyul at mga paalaala, mas kaunti ang hindi nasisipot na tungkulin at biglaang pagtawag.',
        },
        {
          title: 'Paglilingkod na napapansin',
          body: 'Ipinapakita ng mga tsapa at pasasalamat sa mga boluntaryo na mahalaga ang kanilang paglilingkod.',
        },
      ],
    },
    howItWorks: {
      title: 'Kung paano ito gumagana',
      steps: [
        {
          title: 'Tuklasin ang inyong mga kaloob',
          body: 'Sagutan ang pagsusuri ng espirituwal na kaloob upang makita kung paano kayo hinubog upang maglingkod.',
        },
        {
          title: 'Humanap ng tungkulin at mag-aplay',
          body: 'Tingnan ang lupon ng mga pagkakataon at mag-aplay sa pangkat na angkop sa inyo.',
        },
        {
          title: 'Maglingkod kasama ang inyong pangkat',
          body: 'Isasama kayo ng inyong pinuno sa iskedyul, at pinananatili kayong handa ng mga paalaala.',
        },
      ],
    },
    cta: {
      title: 'Tulungan ang bawat kaloob na matagpuan ang kanyang lugar',
      body: 'Walang bayad para sa mga kasapi ang payak na pagsusuri ng kaloob. Maaaring magtakda ang mga simbahan ng pagpapakita ng pangangasiwa ng mga boluntaryo.',
    },
  },
};

export default copy;
