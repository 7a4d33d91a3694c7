import type { CompanyCopy } from './en';

/** Cebuano copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Mahitungod sa Koinonia: panag-uban sa tibuok simbahan',
      description:
        'Nganong naa ang Koinonia: pribado, walay ads nga puy-anan sa pag-ampo, Kasulatan, pag-alagad ug kinabuhi sa simbahan, aron ang pastor may panahon sa tawo.',
    },
    hero: {
      eyebrow: 'Mahitungod kanamo',
      title: 'Gihimo alang sa panag-uban',
      subtitle:
        'Pag-ampo, Kasulatan, pag-alagad ug kinabuhi sa simbahan sa usa ka dapit, aron ang imong kongregasyon magpabiling konektado taliwala sa mga Domingo.',
    },
    overview: {
      title: 'Nganong naa ang Koinonia',
      paragraphs: [
        'Ang Koinonia mao ang pulong nga Griyego nga gigamit sa unang iglesia alang sa panag-uban: usa ka kinabuhing gipaambitan sa pagtulon-an, pag-ampo, pagpikaspikas sa pan ug pag-atiman sa usag usa. Kana nga kinabuhi ang among gitukod.',
        'Daghang simbahan ang nagsalig sa tinapi-tapi nga mga group chat, papel nga listahan sa mopalista ug nagkalainlaing himan sa paghalad. Ang mga pastor mogugol sa ilang mga gabii sa admin samtang ang mga miyembro hinayhinay nga mawala sa panan-aw. Gihiusa kini tanan sa Koinonia, aron ang mga lider makahatag sa ilang panahon sa mga tawo.',
      ],
    },
    features: {
      title: 'Unsay among gihimo',
      items: [
        {
          title: 'Pag-ampo ug Kasulatan',
          body: 'Bungbong sa pag-ampo, S.O.A.P. nga journal, adlaw-adlaw nga pagbasa sa Bibliya, mga plano sa pagbasa ug audio nga Bibliya.',
        },
        {
          title: 'Komunidad',
          body: 'Mga komunidad, mga forum nga gibantayan, chat sa gagmayng grupo, mga mensahe ug mga pahibalo.',
        },
        {
          title: 'Mga kalihokan',
          body: 'RSVP, mga pahinumdom, pagsubay sa mitambong ug daghang lokasyon.',
        },
        {
          title: 'Pag-alagad',
          body: 'Ang D.I.V.I.N.E. Sentro sa Pag-alagad nagtugma sa mga boluntaryo ngadto sa mga team sa ministeryo sumala sa ilang kahanas ug espirituhanong gasa.',
        },
        {
          title: 'Pagdumala sa simbahan',
          body: 'Pagdumala sa miyembro, komunikasyon sa tibuok simbahan ug online nga paghalad uban ang analytics sa mga naghatag.',
        },
        {
          title: 'Mga himan sa ministeryo',
          body: 'Mga giya sa pagtuon gamit ang AI, pag-andam sa wali, livestream ug pagpakaylap sa 11+ ka plataporma sa usa lang ka pag-klik.',
        },
      ],
    },
    benefits: {
      title: 'Unsay among gibarogan',
      items: [
        {
          title: 'Privacy ang una',
          body: 'Walay pagsubay para sa ads, walay analytics sa laing kompanya, walay pagbaligya sa datos. Ang hangyo sa pag-ampo usa ka pagsalig, dili produkto.',
        },
        {
          title: 'Gihimo uban sa mga simbahan',
          body: 'Gidesinyo sumala sa tinuod nga semana sa simbahan: mga pagsimba, mga grupo sa tunga-tunga sa semana, mga iskedyul sa pag-alagad ug ang mga nangulo niini.',
        },
        {
          title: 'Sa pinulongan sa matag miyembro',
          body: 'Ang Koinonia nagsulti og {languageCount} ka pinulongan, aron ang tanan makaampo ug makabasa sa pinulongan sa ilang kasingkasing.',
        },
        {
          title: 'Libre sa pagsugod',
          body: 'Ang mga miyembro magsugod sa among libre nga plano, walay card nga gikinahanglan, ug makapabilin sila hangtod kanus-a nila gusto.',
        },
      ],
    },
    howItWorks: {
      title: 'Unsaon pagsugod',
      steps: [
        {
          title: 'Paghimo og libre nga account',
          body: 'Pilia ang imong pinulongan, unya ablihi ang bungbong sa pag-ampo ug ang pagbasa sa Bibliya karong adlawa.',
        },
        {
          title: 'Apil sa imong simbahan',
          body: 'Pangitaa ang imong simbahan ug ang mga grupo niini, o i-set up ang inyoha sa usa ka plano sa simbahan.',
        },
        {
          title: 'Managsamang motubo',
          body: 'Mag-ampo alang sa usag usa, magbasa nga magkauban, moalagad diin ka gihatagan og gasa.',
        },
      ],
    },
    cta: {
      title: 'Dali ug tan-awa',
      body: 'Sugdi nga libre isip miyembro, o susiha ang Koinonia uban sa team sa imong simbahan pinaagi sa usa ka demo.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'AI nga kandila: kredito sa mga giya sa pagtuon ug wali',
      description:
        'Giunsa paglihok sa AI nga kandila sa Koinonia: binulan nga gahin sa matag plano alang sa pagtuon, wali, AI audio ug video, ug boost pack nga dili ma-expire.',
    },
    hero: {
      eyebrow: 'AI nga kandila',
      title: 'Usa ka yano nga kredito alang sa matag bahin sa AI',
      subtitle:
        'Ang mga kandila ang ibayad sa mga giya sa pagtuon, pag-andam sa wali, AI audio nga Bibliya ug AI nga video. Apil kini sa matag plano.',
    },
    overview: {
      title: 'Unsa ang AI nga kandila?',
      paragraphs: [
        'Ang AI nga kandila usa ka kredito nga imong igasto sa mga bahin sa AI sa Koinonia. Ang matag plano, bisan ang libre, adunay mga kandila matag bulan.',
        'Ang mga kandila sa plano mabag-o matag bulan. Ang mga boost pack magdugang og mga kandila nga dili gayod ma-expire, ug ang mga simbahan makadawat og mga kandila sa pagkamaunongon tungod sa ilang pagpabilin uban kanamo.',
      ],
    },
    features: {
      title: 'AI nga kandila sa usa ka pagtan-aw',
      items: [
        {
          title: 'Mga giya sa pagtuon',
          body: 'Usa ka giya sa bisan unsang tudling o tema, uban ang mga pangutana alang sa panaghisgot sa imong grupo.',
        },
        {
          title: 'Pag-andam sa wali',
          body: 'Himoa ang balangkas sa mensahe ug tigoma ang mga kalambigit nga bersikulo, unya himoa kining imoha gayod.',
        },
        {
          title: 'AI audio nga Bibliya',
          body: 'Paminawa ang Kasulatan nga gibasa og kusog samtang nagbiyahe o sa dili pa ka matulog.',
        },
        {
          title: 'AI nga video',
          body: 'Himoa ang usa ka punto sa wali o usa ka tudling nga mubo nga video alang sa imong simbahan.',
        },
        {
          title: 'Ang imong balanse sa usa ka pagtan-aw',
          body: 'Kanunay ipakita sa panid sa imong mga kandila kung pila pa ang nahibilin kanimo.',
        },
        {
          title: 'Dali nga pagdugang',
          body: 'Palit og boost pack bisan kanus-a nimo kinahanglan og dugang, bisan unsa ang imong plano.',
        },
      ],
    },
    benefits: {
      title: 'Nganong kandila',
      items: [
        {
          title: 'Apil sa matag plano',
          body: 'Ang mga miyembro ug simbahan makadawat og binulan nga gahin sukad sa unang adlaw.',
        },
        {
          title: 'Walay kalit nga balayronon',
          body: 'Ang imong igasto mao ra ang mga kandila nga naa na nimo; walay bayad sumala sa paggamit.',
        },
        {
          title: 'Dugang nga dili mausik',
          body: 'Ang mga kandila sa boost pack dili gayod ma-expire, busa walay mausik sa imong gipalit.',
        },
        {
          title: 'Imoha gihapon ang imong mga pulong',
          body: 'Ang imong gi-type gigamit lang aron tubagon ka, dili gayod alang sa advertising.',
        },
      ],
    },
    howItWorks: {
      title: 'Giunsa paglihok sa mga kandila',
      steps: [
        {
          title: 'Pagpili og plano',
          body: 'Ang matag plano, lakip ang libre, adunay binulan nga mga kandila.',
        },
        {
          title: 'Gamita ang mga bahin sa AI',
          body: 'Ang matag giya sa pagtuon, balangkas sa wali, kapitulo sa audio o video mogasto og kandila.',
        },
        {
          title: 'Dugangi kung kinahanglan',
          body: 'Pagdugang og boost pack bisan kanus-a; ang mga simbahan makadawat usab og mga kandila sa pagkamaunongon.',
        },
      ],
    },
    cta: {
      title: 'Dad-a ang tabang sa AI sa imong pagtuon ug ministeryo',
      body: 'Sugdi nga libre uban ang binulan nga mga kandila, o palit og boost pack kung kinahanglan nimo og dugang.',
    },
    allotments: {
      title: 'Mga kandila matag plano',
      body: 'Ang matag plano adunay binulan nga gahin sa AI nga kandila nga mabag-o matag bulan.',
    },
    boostPacks: {
      title: 'Mga boost pack',
      body: 'Kausa nga pagdugang sa tulo ka gidak-on, alang sa bisan unsang plano. Ang mga kandila sa boost pack dili gayod ma-expire.',
    },
    loyalty: {
      title: 'Mga kandila sa pagkamaunongon alang sa mga simbahan',
      body: 'Ang mga plano sa simbahan makadawat og dugang nga mga kandila kaduha sa usa ka tuig isip pasalamat sa pagpabilin sa Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Kontaka ang Koinonia: tabang, demo ug mga pangutana',
      description:
        'Kontaka ang Koinonia: tabang sa imong account, mga plano sa simbahan ug dagkong organisasyon, demo o bisan unsang pangutana. Tubagon namo ang matag mensahe.',
    },
    hero: {
      eyebrow: 'Kontaka kami',
      title: 'Malipay kami nga makadungog gikan kanimo',
      subtitle: 'Tabang, demo o tubag: pilia ang paagi nga mohaom kanimo.',
    },
    channels: {
      title: 'Unsaon namo pagtabang kanimo?',
      items: {
        contact: {
          title: 'Padad-i kami og mensahe',
          body: 'Mga pangutana, ideya o komentaryo: motubag ang usa sa among team.',
          link: 'Sulati kami',
        },
        support: {
          title: 'Pangayo og tabang',
          body: 'Problema sa pag-sign in, pangutana bahin sa imong plano o kandila, o adunay dili molihok.',
          link: 'Pangayo og tabang',
        },
        enterprise: {
          title: 'Mga plano sa simbahan ug dagkong organisasyon',
          body: 'Nagplano ka ba sa Koinonia alang sa dakong kongregasyon, daghang campus o network sa mga simbahan? Mag-istorya kita.',
          link: 'Pakigsulti sa among team',
        },
        demo: {
          title: 'Tan-awa ang Koinonia nga naglihok',
          body: 'Usa ka live nga paglibot alang sa imong mga pastor ug staff.',
          link: 'Pangayo og demo',
        },
      },
    },
    address: {
      title: 'Mailing address sa kompanya',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Estados Unidos'],
    },
    email: {
      title: 'I-email kami',
      support: 'Tabang: {email}',
      privacy: 'Privacy: {email}',
    },
    responseTime:
      'Tubagon namo ang mga pangayo og tabang ug pangutana sa simbahan sulod sa usa ka adlaw sa trabaho, ug ang ubang mensahe sulod sa duha.',
  },
};

export default copy;
