import type { CompanyCopy } from './en';

/** Filipino copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Tungkol sa Koinonia: fellowship para sa buong simbahan',
      description:
        'Bakit may Koinonia: pribado at walang ads na tahanan ng panalangin, Kasulatan, paglilingkod at buhay-simbahan, para may oras ang pastor sa mga tao.',
    },
    hero: {
      eyebrow: 'Tungkol sa amin',
      title: 'Ginawa para sa fellowship',
      subtitle:
        'Panalangin, Salita ng Diyos, paglilingkod at buhay-simbahan sa iisang lugar, para manatiling konektado ang kongregasyon mo kahit hindi Linggo.',
    },
    overview: {
      title: 'Bakit may Koinonia',
      paragraphs: [
        'Ang Koinonia ay ang salitang Griyego na ginamit ng unang iglesya para sa fellowship: isang buhay na pinagsasaluhan sa pagtuturo, panalangin, pagpipira-piraso ng tinapay at pagmamalasakit sa isa’t isa. Ang buhay na iyon ang dahilan kung bakit kami gumagawa.',
        'Maraming simbahan ang umaasa sa tagpi-tagping group chat, papel na sign-up sheet at hiwa-hiwalay na tool para sa giving. Inaabot ng gabi ang mga pastor sa admin habang unti-unting nawawala sa paningin ang mga miyembro. Pinagsasama-sama ito ng Koinonia, para mailaan ng mga leader ang oras nila sa mga tao.',
      ],
    },
    features: {
      title: 'Ang ginagawa namin',
      items: [
        {
          title: 'Panalangin at Salita ng Diyos',
          body: 'Pader ng panalangin, S.O.A.P. journal, araw-araw na pagbasa ng Bibliya, mga reading plan at audio Bible.',
        },
        {
          title: 'Komunidad',
          body: 'Mga komunidad, forum na may moderator, chat ng small group, mga mensahe at anunsyo.',
        },
        {
          title: 'Mga event',
          body: 'RSVP, mga paalala, pagsubaybay sa attendance at maraming lokasyon.',
        },
        {
          title: 'Paglilingkod',
          body: 'Itinutugma ng D.I.V.I.N.E. Sentro ng Paglilingkod ang mga volunteer sa mga ministry team ayon sa skills at espirituwal na kaloob nila.',
        },
        {
          title: 'Pamamahala ng simbahan',
          body: 'Pamamahala ng miyembro, komunikasyon sa buong simbahan at online giving na may donor analytics.',
        },
        {
          title: 'Mga tool para sa ministry',
          body: 'AI study guides, paghahanda ng sermon, livestream at one-click na distribution sa 11+ platform.',
        },
      ],
    },
    benefits: {
      title: 'Ang pinaninindigan namin',
      items: [
        {
          title: 'Privacy muna',
          body: 'Walang ad tracking, walang third-party analytics, walang pagbebenta ng data. Ang prayer request ay ipinagkatiwala sa amin, hindi isang produkto.',
        },
        {
          title: 'Ginawa kasama ang mga simbahan',
          body: 'Dinisenyo ayon sa totoong linggo ng simbahan: mga service, midweek group, schedule ng paglilingkod at ang mga namumuno sa mga ito.',
        },
        {
          title: 'Sa wika ng bawat miyembro',
          body: 'Nagsasalita ang Koinonia ng {languageCount} na wika, para ang bawat isa ay makapanalangin at makapagbasa sa wika ng kanyang puso.',
        },
        {
          title: 'Libre sa simula',
          body: 'Nagsisimula ang mga miyembro sa libreng plan namin, walang card na kailangan, at puwede silang manatili hangga’t gusto nila.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano magsimula',
      steps: [
        {
          title: 'Gumawa ng libreng account',
          body: 'Piliin ang wika mo, saka buksan ang pader ng panalangin at ang pagbasa ng Bibliya ngayong araw.',
        },
        {
          title: 'Sumali sa simbahan mo',
          body: 'Hanapin ang simbahan mo at ang mga grupo nito, o i-set up ang sa inyo sa isang church plan.',
        },
        {
          title: 'Sama-samang lumago',
          body: 'Ipanalangin ang isa’t isa, magbasa nang sama-sama, maglingkod ayon sa kaloob mo.',
        },
      ],
    },
    cta: {
      title: 'Halika at tingnan',
      body: 'Magsimula nang libre bilang miyembro, o silipin ang Koinonia kasama ang church team mo sa isang demo.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'AI kandila: credits para sa study guide at sermon',
      description:
        'Paano gumagana ang AI kandila sa Koinonia: buwanang allowance sa bawat plan para sa study guides, sermon, AI audio at video, at boost pack na walang expiry.',
    },
    hero: {
      eyebrow: 'AI kandila',
      title: 'Iisang simpleng credit para sa bawat AI feature',
      subtitle:
        'Ang kandila ang pambayad sa study guides, paghahanda ng sermon, AI audio Bible at AI video. Kasama ito sa bawat plan.',
    },
    overview: {
      title: 'Ano ang AI kandila?',
      paragraphs: [
        'Ang AI kandila ay credit na ginagamit mo sa mga AI feature ng Koinonia. Bawat plan, pati ang libre, ay may kasamang kandila buwan-buwan.',
        'Nare-renew bawat buwan ang mga kandila ng plan. Nagdadagdag ang mga boost pack ng kandilang hindi nag-e-expire, at nakakatanggap ang mga simbahan ng loyalty kandila bilang pasasalamat sa pananatili nila sa amin.',
      ],
    },
    features: {
      title: 'Ang AI kandila sa isang sulyap',
      items: [
        {
          title: 'Mga study guide',
          body: 'Gabay sa anumang passage o tema, na may mga tanong para sa talakayan ng grupo mo.',
        },
        {
          title: 'Paghahanda ng sermon',
          body: 'Gumawa ng outline ng mensahe at mangalap ng cross-references, saka gawin itong sarili mo.',
        },
        {
          title: 'AI audio Bible',
          body: 'Pakinggan ang Salita ng Diyos habang bumibiyahe o bago ka matulog.',
        },
        {
          title: 'AI video',
          body: 'Gawing maikling video para sa simbahan mo ang isang punto ng sermon o isang passage.',
        },
        {
          title: 'Ang balance mo sa isang sulyap',
          body: 'Laging ipinapakita ng page ng kandila mo kung ilan pa ang natitira sa iyo.',
        },
        {
          title: 'Mabilis na top-up',
          body: 'Bumili ng boost pack tuwing kailangan mo pa, sa kahit anong plan.',
        },
      ],
    },
    benefits: {
      title: 'Bakit kandila',
      items: [
        {
          title: 'Kasama sa bawat plan',
          body: 'Nakakatanggap ang mga miyembro at simbahan ng buwanang allowance mula sa unang araw.',
        },
        {
          title: 'Walang biglaang bayarin',
          body: 'Ang nagagamit mo lang ay ang kandilang hawak mo na; walang singil ayon sa paggamit.',
        },
        {
          title: 'Top-up na hindi nasasayang',
          body: 'Hindi nag-e-expire ang mga kandila mula sa boost pack, kaya walang nasasayang sa binili mo.',
        },
        {
          title: 'Sa iyo pa rin ang mga salita mo',
          body: 'Ang tina-type mo ay pinoproseso lang para sagutin ka, hindi kailanman para sa advertising.',
        },
      ],
    },
    howItWorks: {
      title: 'Paano gumagana ang kandila',
      steps: [
        {
          title: 'Pumili ng plan',
          body: 'Bawat plan, pati ang libre, ay may kasamang buwanang kandila.',
        },
        {
          title: 'Gamitin ang mga AI feature',
          body: 'Gumagamit ng kandila ang bawat study guide, outline ng sermon, audio chapter o video.',
        },
        {
          title: 'Mag-top up kapag kailangan',
          body: 'Magdagdag ng boost pack anumang oras; nakakatanggap din ng loyalty kandila ang mga simbahan.',
        },
      ],
    },
    cta: {
      title: 'Magdala ng tulong ng AI sa pag-aaral at ministry mo',
      body: 'Magsimula nang libre na may buwanang kandila, o bumili ng boost pack kapag kailangan mo pa.',
    },
    allotments: {
      title: 'Mga kandila ayon sa plan',
      body: 'Bawat plan ay may buwanang allowance ng AI kandila na nare-renew buwan-buwan.',
    },
    boostPacks: {
      title: 'Mga boost pack',
      body: 'One-time na top-up sa tatlong laki, para sa kahit anong plan. Hindi nag-e-expire ang mga kandila mula sa boost pack.',
    },
    loyalty: {
      title: 'Mga loyalty kandila para sa simbahan',
      body: 'Nakakatanggap ang mga church plan ng dagdag na kandila dalawang beses sa isang taon bilang pasasalamat sa pananatili sa Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Kontakin ang Koinonia: support, demo at mga tanong',
      description:
        'Makipag-ugnayan sa Koinonia team: tulong sa account mo, church at enterprise plans, demo o anumang tanong. Sinasagot namin ang bawat mensahe.',
    },
    hero: {
      eyebrow: 'Makipag-ugnayan sa amin',
      title: 'Gusto naming marinig mula sa iyo',
      subtitle: 'Tulong, demo o sagot: piliin ang paraang bagay sa iyo.',
    },
    channels: {
      title: 'Paano ka namin matutulungan?',
      items: {
        contact: {
          title: 'Padalhan kami ng mensahe',
          body: 'Mga tanong, ideya o feedback: sasagot ang isang miyembro ng team namin.',
          link: 'Sumulat sa amin',
        },
        support: {
          title: 'Humingi ng support',
          body: 'Problema sa pag-sign in, tanong tungkol sa plan o kandila mo, o may hindi gumagana.',
          link: 'Humingi ng tulong',
        },
        enterprise: {
          title: 'Church at enterprise plans',
          body: 'Pinaplano mo ba ang Koinonia para sa malaking kongregasyon, ilang campus o network ng mga simbahan? Mag-usap tayo.',
          link: 'Kausapin ang team namin',
        },
        demo: {
          title: 'Tingnan ang Koinonia habang gumagana',
          body: 'Live na walk-through para sa mga pastor at staff mo.',
          link: 'Mag-request ng demo',
        },
      },
    },
    address: {
      title: 'Mailing address ng kumpanya',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Estados Unidos'],
    },
    email: {
      title: 'I-email kami',
      support: 'Support: {email}',
      privacy: 'Privacy: {email}',
    },
    responseTime:
      'Sinasagot namin ang mga tanong sa support at ng mga simbahan sa loob ng isang working day, at ang ibang mensahe sa loob ng dalawa.',
  },
};

export default copy;
