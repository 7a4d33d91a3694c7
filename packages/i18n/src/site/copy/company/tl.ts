import type { CompanyCopy } from './en';

/** Tagalog copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Hinggil sa Koinonia: pagsasamahan ng buong simbahan',
      description:
        'Bakit may Koinonia: pribadong tahanang walang patalastas para sa panalangin, Kasulatan, paglilingkod at buhay-simbahan, upang may panahon ang pastor sa tao.',
    },
    hero: {
      eyebrow: 'Hinggil sa amin',
      title: 'Binuo para sa pagsasamahan',
      subtitle:
        'Panalangin, Banal na Kasulatan, paglilingkod at buhay-simbahan sa iisang lugar, upang manatiling magkaugnay ang inyong kongregasyon sa pagitan ng mga Linggo.',
    },
    overview: {
      title: 'Kung bakit may Koinonia',
      paragraphs: [
        'Ang Koinonia ay ang salitang Griyego na ginamit ng unang iglesya para sa pagsasamahan: isang buhay na pinagsasaluhan sa aral, panalangin, pagpipira-piraso ng tinapay at pagkalinga sa isa’t isa. Ang buhay na iyon ang aming pinaglilingkuran sa bawat binubuo namin.',
        'Maraming simbahan ang umaasa sa tagpi-tagping panggrupong usapan, papel na talaan ng mga lalahok at magkakahiwalay na kasangkapan sa pag-aabuloy. Inaabot ng gabi ang mga pastor sa gawaing pampangasiwaan habang unti-unting nawawala sa paningin ang mga kasapi. Pinagbubuklod ng Koinonia ang lahat ng ito, upang mailaan ng mga pinuno ang kanilang panahon sa mga tao.',
      ],
    },
    features: {
      title: 'Ang aming binubuo',
      items: [
        {
          title: 'Panalangin at Banal na Kasulatan',
          body: 'Dingding ng panalangin, talaarawang S.O.A.P., araw-araw na pagbabasa ng Bibliya, mga plano ng pagbasa at Bibliyang napapakinggan.',
        },
        {
          title: 'Pamayanan',
          body: 'Mga pamayanan, mga pinangangasiwaang talakayan, usapan ng maliliit na grupo, mga mensahe at mga patalastas.',
        },
        {
          title: 'Mga pagtitipon',
          body: 'Pagtugon sa paanyaya, mga paalaala, pagtatala ng dumalo at maraming lokasyon.',
        },
        {
          title: 'Paglilingkod',
          body: 'Itinutugma ng D.I.V.I.N.E. Himpilan ng Paglilingkod ang mga boluntaryo sa mga pangkat ng ministeryo ayon sa kanilang kakayahan at espirituwal na kaloob.',
        },
        {
          title: 'Pangangasiwa ng simbahan',
          body: 'Pangangasiwa ng mga kasapi, pakikipag-ugnayan sa buong simbahan at pag-aabuloy sa internet na may pagsusuri ng mga nagbibigay.',
        },
        {
          title: 'Mga kasangkapan sa ministeryo',
          body: 'Mga gabay sa pag-aaral na gawa ng AI, paghahanda ng sermon, livestream at pamamahagi sa 11+ plataporma sa isang pindot.',
        },
      ],
    },
    benefits: {
      title: 'Ang aming pinaninindigan',
      items: [
        {
          title: 'Pagkapribado ang inuuna',
          body: 'Walang pagsubaybay para sa patalastas, walang pagsusuri ng ibang kompanya, walang muling pagbebenta ng datos. Ang kahilingang panalangin ay isang tiwala, hindi isang paninda.',
        },
        {
          title: 'Binuo kasama ang mga simbahan',
          body: 'Hinubog ayon sa tunay na linggo ng simbahan: mga pagsamba, mga grupong nagtitipon sa kalagitnaan ng linggo, mga iskedyul ng paglilingkod at ang mga namumuno sa mga ito.',
        },
        {
          title: 'Sa wika ng bawat kasapi',
          body: 'Gumagamit ang Koinonia ng {languageCount} wika, upang ang bawat isa ay makapanalangin at makapagbasa sa wika ng kanyang puso.',
        },
        {
          title: 'Walang bayad sa simula',
          body: 'Nagsisimula ang mga kasapi sa aming planong walang bayad, hindi kailangan ang kard, at maaari silang manatili hangga’t nais nila.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano magsimula',
      steps: [
        {
          title: 'Lumikha ng account na walang bayad',
          body: 'Piliin ang inyong wika, saka buksan ang dingding ng panalangin at ang pagbasa ng Bibliya sa araw na ito.',
        },
        {
          title: 'Sumapi sa inyong simbahan',
          body: 'Hanapin ang inyong simbahan at ang mga grupo nito, o ihanda ang inyo sa isang planong pansimbahan.',
        },
        {
          title: 'Sama-samang lumago',
          body: 'Ipanalangin ang isa’t isa, magbasa nang magkakasama, maglingkod ayon sa inyong kaloob.',
        },
      ],
    },
    cta: {
      title: 'Halikayo at tingnan',
      body: 'Magsimula nang walang bayad bilang kasapi, o tunghayan ang Koinonia kasama ang pangkat ng inyong simbahan sa isang pagpapakita.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Mga kandilang AI: kredito para sa pag-aaral at sermon',
      description:
        'Paano gumagana ang kandilang AI sa Koinonia: buwanang laan sa bawat plano para sa pag-aaral, sermon, tunog at bidyong AI, at dagdag na paketeng hindi napapaso.',
    },
    hero: {
      eyebrow: 'Mga kandilang AI',
      title: 'Iisang payak na kredito para sa bawat tampok na AI',
      subtitle:
        'Ang mga kandila ang pambayad sa mga gabay sa pag-aaral, paghahanda ng sermon, Bibliyang napapakinggan na gawa ng AI at bidyong gawa ng AI. Kasama ang mga ito sa bawat plano.',
    },
    overview: {
      title: 'Ano ang kandilang AI?',
      paragraphs: [
        'Ang kandilang AI ay isang kreditong ginugugol ninyo sa mga tampok na AI ng Koinonia. Bawat plano, pati ang walang bayad, ay may kasamang mga kandila bawat buwan.',
        'Napapanibago bawat buwan ang mga kandila ng plano. Nagdaragdag ang mga dagdag na pakete ng mga kandilang hindi kailanman napapaso, at tumatanggap ang mga simbahan ng mga kandila ng katapatan sa kanilang pananatili sa amin.',
      ],
    },
    features: {
      title: 'Ang kandilang AI sa isang sulyap',
      items: [
        {
          title: 'Mga gabay sa pag-aaral',
          body: 'Isang gabay sa alinmang talata o paksa, na may mga tanong na pagtatalakayan ng inyong grupo.',
        },
        {
          title: 'Paghahanda ng sermon',
          body: 'Balangkasin ang isang mensahe at tipunin ang mga kaugnay na talata, saka gawin itong tunay na inyo.',
        },
        {
          title: 'Bibliyang napapakinggan na gawa ng AI',
          body: 'Pakinggan ang Banal na Kasulatan habang naglalakbay o bago kayo matulog.',
        },
        {
          title: 'Bidyong gawa ng AI',
          body: 'Gawing maikling bidyo para sa inyong simbahan ang isang punto ng sermon o isang talata.',
        },
        {
          title: 'Ang inyong natitira sa isang sulyap',
          body: 'Laging ipinapakita ng pahina ng inyong mga kandila kung ilan pa ang natitira sa inyo.',
        },
        {
          title: 'Madaliang pagdaragdag',
          body: 'Bumili ng dagdag na pakete tuwing kailangan ninyo ng higit pa, anuman ang inyong plano.',
        },
      ],
    },
    benefits: {
      title: 'Bakit kandila',
      items: [
        {
          title: 'Kasama sa bawat plano',
          body: 'Tumatanggap ang mga kasapi at simbahan ng buwanang laan mula pa sa unang araw.',
        },
        {
          title: 'Walang di-inaasahang singil',
          body: 'Ang ginugugol lamang ninyo ay ang mga kandilang hawak na ninyo; walang singil ayon sa paggamit.',
        },
        {
          title: 'Dagdag na nananatili',
          body: 'Hindi kailanman napapaso ang mga kandila mula sa dagdag na pakete, kaya walang nasasayang sa inyong binili.',
        },
        {
          title: 'Inyo pa rin ang inyong mga salita',
          body: 'Ang inyong isinusulat ay pinoproseso lamang upang kayo ay sagutin, hindi kailanman para sa patalastas.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano gumagana ang mga kandila',
      steps: [
        {
          title: 'Pumili ng plano',
          body: 'Bawat plano, pati ang walang bayad, ay may kasamang buwanang kandila.',
        },
        {
          title: 'Gamitin ang mga tampok na AI',
          body: 'Gumugugol ng kandila ang bawat gabay sa pag-aaral, balangkas ng sermon, kabanatang napapakinggan o bidyo.',
        },
        {
          title: 'Magdagdag kapag kailangan',
          body: 'Magdagdag ng pakete anumang oras; tumatanggap din ng mga kandila ng katapatan ang mga simbahan.',
        },
      ],
    },
    cta: {
      title: 'Dalhin ang tulong ng AI sa inyong pag-aaral at ministeryo',
      body: 'Magsimula nang walang bayad na may buwanang kandila, o bumili ng dagdag na pakete kapag kailangan ninyo ng higit pa.',
    },
    allotments: {
      title: 'Mga kandila ayon sa plano',
      body: 'Bawat plano ay may kasamang buwanang laan ng kandilang AI na napapanibago bawat buwan.',
    },
    boostPacks: {
      title: 'Mga dagdag na pakete',
      body: 'Minsanang pagdaragdag sa tatlong laki, para sa anumang plano. Hindi kailanman napapaso ang mga kandila mula sa dagdag na pakete.',
    },
    loyalty: {
      title: 'Mga kandila ng katapatan para sa mga simbahan',
      body: 'Tumatanggap ang mga planong pansimbahan ng karagdagang kandila makalawa sa isang taon bilang pasasalamat sa pananatili sa Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Sumulat sa Koinonia: pag-alalay, pagpapakita at tanong',
      description:
        'Makipag-ugnayan sa Koinonia: tulong sa inyong account, mga planong pansimbahan at pangmalakihan, pagpapakita o anumang tanong. Sinasagot namin ang lahat.',
    },
    hero: {
      eyebrow: 'Sumulat sa amin',
      title: 'Ikagagalak naming marinig kayo',
      subtitle: 'Tulong, pagpapakita o kasagutan: piliin ang paraang angkop sa inyo.',
    },
    channels: {
      title: 'Paano namin kayo matutulungan?',
      items: {
        contact: {
          title: 'Padalhan kami ng mensahe',
          body: 'Mga tanong, mungkahi o puna: sasagot ang isa sa aming pangkat.',
          link: 'Sumulat sa amin',
        },
        support: {
          title: 'Humingi ng pag-alalay',
          body: 'Suliranin sa pagpasok, mga tanong hinggil sa inyong plano o kandila, o may bahaging hindi gumagana.',
          link: 'Humingi ng tulong',
        },
        enterprise: {
          title: 'Mga planong pansimbahan at pangmalakihan',
          body: 'Pinaplano ba ninyo ang Koinonia para sa isang malaking kongregasyon, ilang sangay o isang samahan ng mga simbahan? Mag-usap tayo.',
          link: 'Makipag-usap sa aming pangkat',
        },
        demo: {
          title: 'Makita ang Koinonia habang ginagamit',
          body: 'Isang tuwirang paglilibot sa aplikasyon para sa inyong mga pastor at kawani.',
          link: 'Humiling ng pagpapakita',
        },
      },
    },
    address: {
      title: 'Direksyong pangkoreo ng kompanya',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Estados Unidos'],
    },
    email: {
      title: 'Sumulat sa amin sa email',
      support: 'Pag-alalay: {email}',
      privacy: 'Pagkapribado: {email}',
    },
    responseTime:
      'Sinasagot namin ang mga kahilingan sa pag-alalay at mga katanungan ng simbahan sa loob ng isang araw ng trabaho, at ang ibang mensahe sa loob ng dalawa.',
  },
};

export default copy;
