import type { FeaturesCopy } from './en';

/** Cebuano copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Bungbong sa Pag-ampo: mag-ampo adlaw ug gabii — Koinonia',
      description:
        'Ipaambit ang hangyo sa pag-ampo nga pribado, publiko o anonimo, tigoma ang lingin sa pag-ampo, tan-awa kinsa ang nag-ampo ug saulogon ang natubag nga pag-ampo.',
    },
    hero: {
      eyebrow: 'Bungbong sa Pag-ampo',
      title: 'Walay hangyo sa pag-ampo nga pas-anon nga nag-inusara',
      subtitle:
        'Ipaambit ang imong panginahanglan nga pribado, publiko o anonimo, ug tugoti ang imong simbahan nga mag-ampo uban nimo.',
    },
    overview: {
      title: 'Pag-ampo sa kasingkasing sa imong simbahan',
      paragraphs: [
        'Ang mga panginahanglan sa pag-ampo talagsa ra maghulat sa Domingo. Pinaagi sa Bungbong sa Pag-ampo, makahangyo og pag-ampo ang mga miyembro bisan unsang orasa ug mahibalo nga adunay nag-ampo alang kanila.',
        'Ikaw ang mohukom kung kinsa ang makakita sa matag hangyo, ug gimarkahan ang mga natubag nga pag-ampo aron ang tanan makapasalamat.',
      ],
    },
    features: {
      title: 'Unsay gitanyag sa Bungbong sa Pag-ampo',
      items: [
        {
          title: 'Pribado, publiko o anonimo',
          body: 'Itago ang hangyo alang lang nimo, ipaambit kini sa imong simbahan, o i-post kini nga walay imong ngalan.',
        },
        {
          title: 'Mga lingin sa pag-ampo',
          body: 'Tigoma ang gamay nga lingin alang sa usa ka panginahanglan, sama sa pagka-ospital o pamilya nga nagbangotan.',
        },
        {
          title: 'Tan-awa kinsa ang nag-ampo',
          body: 'Mahibalo ka nga adunay nag-ampo alang sa imong hangyo, busa dili gayod nimo kini pas-anon nga nag-inusara.',
        },
        {
          title: 'Mga natubag nga pag-ampo',
          body: 'Markahi nga natubag ang usa ka pag-ampo ug idugang ang balita, aron ang uban makalipay uban nimo.',
        },
        {
          title: 'Mga pahibalo nga ikaw ang mopili',
          body: 'Mahibaloi kung adunay nag-ampo alang nimo, ug i-on o i-off ang matag pahibalo.',
        },
        {
          title: 'Abli adlaw ug gabii',
          body: 'Mag-post ug mag-ampo sa tungang gabii o sa udto, sa imong telepono o kompyuter.',
        },
      ],
    },
    benefits: {
      title: 'Nganong importante kini',
      items: [
        {
          title: 'Mas sayo nga moabot ang pag-atiman',
          body: 'Ipaambit ang mga panginahanglan samtang mitungha kini, dili human sa pipila ka adlaw.',
        },
        {
          title: 'Makita sa mga lider ang panginahanglan',
          body: 'Ang publiko nga mga hangyo ug mga lingin nagpakita sa mga pastor kung asa gikinahanglan ang pag-atiman.',
        },
        {
          title: 'Motubo ang pagtuo pinaagi sa pagpamatuod',
          body: 'Ang mga natubag nga pag-ampo mahimong rekord sa pagkamatinumanon sa Dios.',
        },
        {
          title: 'Luwas ang sensitibo nga panginahanglan',
          body: 'Ang pribado ug anonimo nga mga hangyo makapahimo sa mga tawo nga mangayo og pag-ampo nga walay kahadlok sa tabi.',
        },
      ],
    },
    howItWorks: {
      title: 'Unsaon kini paglihok',
      steps: [
        {
          title: 'Isulat ang imong hangyo',
          body: 'Isulti kung unsay anaa sa imong kasingkasing, sa imong kaugalingong pulong.',
        },
        {
          title: 'Pilia kinsa ang makakita',
          body: 'Himoa kining pribado, publiko o anonimo, o ipaambit sa usa ka lingin sa pag-ampo.',
        },
        {
          title: 'Pag-ampo ug pagpasalamat',
          body: 'Pag-ampo alang sa uban ug markahi ang mga tubag kung moabot na kini.',
        },
      ],
    },
    cta: {
      title: 'Sugdi ang pag-ampo nga magkauban karon',
      body: 'Libre ang Bungbong sa Pag-ampo. I-post ang imong unang hangyo sulod sa pipila ka minuto.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Mga plano sa pagbasa sa Bibliya ug S.O.A.P. — Koinonia',
      description:
        'Adlaw-adlaw nga pagbasa sa Bibliya, giyahan nga debosyon, plano sa pagbasa, nota sa pagtuon, daghang hubad, audio nga Bibliya ug S.O.A.P. nga journal.',
    },
    hero: {
      eyebrow: 'Pagbasa sa Bibliya',
      title: 'Ablihi ang Pulong matag adlaw, nga magkauban',
      subtitle:
        'Adlaw-adlaw nga pagbasa, giyahan nga debosyon, mga plano sa pagbasa ug S.O.A.P. nga journal nga motabang aron mogamot ang Kasulatan.',
    },
    overview: {
      title: 'Usa ka adlaw-adlaw nga batasan nga molungtad',
      paragraphs: [
        'Sayon ang pagsugod sa pagbasa sa Bibliya; lisod ang pagpadayon. Ang Koinonia maghatag sa matag adlaw og usa ka teksto, giyahan nga debosyon ug dapit diin imong isulat ang imong nakat-onan.',
        'Basaha sa daghang hubad, paminawa samtang nagbiyahe, ug hisgoti ang teksto uban sa imong simbahan. Ang mga nota sa pagtuon ug ang AI nga giya sa pagtuon modala nimo sa mas lawom.',
      ],
    },
    features: {
      title: 'Tanan alang sa pagbasa ug pagtuon',
      items: [
        {
          title: 'Adlaw-adlaw nga pagbasa ug debosyon',
          body: 'Ang matag adlaw magdala og teksto ug mubo nga debosyon nga pamalandongan ug iampo.',
        },
        {
          title: 'Mga plano sa pagbasa alang sa matag lakang',
          body: 'Pagpili gikan sa {beginnerPlans} ka plano alang sa nagsugod ug {intermediatePlans} ka plano alang sa tunga-tunga nga lebel, ug sunda ang imong pag-uswag adlaw-adlaw.',
        },
        {
          title: 'S.O.A.P. nga journal',
          body: 'Isulat ang Kasulatan (Scripture), ang imong Obserbasyon (Observation), ang Aplikasyon niini (Application) ug usa ka Pag-ampo (Prayer) sa matag pagbasa.',
        },
        {
          title: 'Mga nota sa pagtuon ug hubad',
          body: 'Itandi ang daghang hubad sa Bibliya ug basaha ang mga nota sa pagtuon bahin sa konteksto ug kahulogan.',
        },
        {
          title: 'Audio nga Bibliya',
          body: 'Paminaw samtang nagmaneho, naglakaw o nagluto.',
        },
        {
          title: 'Panaghisgot sa komunidad',
          body: 'Ipaambit ang imong nasabtan sa teksto karong adlawa ug basaha ang namatikdan sa uban.',
        },
      ],
    },
    benefits: {
      title: 'Nganong importante kini',
      items: [
        {
          title: 'Makanunayon sa paglabay sa panahon',
          body: 'Ang adlaw-adlaw nga ritmo ug makita nga pag-uswag motabang sa mga miyembro nga mobasa semana-semana.',
        },
        {
          title: 'Pagsabot, dili lang pagbasa',
          body: 'Ang debosyon, nota ug journal maghimo sa usa ka kapitulo nga butang nga imong ginakinabuhi.',
        },
        {
          title: 'Kasulatan bisan asa ka',
          body: 'Basaha sa bisan unsang device, tipigi ang mga pagbasa aron magamit nga offline, o paminawa samtang nagbiyahe.',
        },
        {
          title: 'Usa ka simbahan nga parehas og gibasa',
          body: 'Ang mga grupo nga nagsunod sa usa ka plano mag-istorya gikan sa ilang dungan nga gibasa.',
        },
      ],
    },
    howItWorks: {
      title: 'Unsaon kini paglihok',
      steps: [
        {
          title: 'Pagpili og plano',
          body: 'Sugdi sa pagbasa karong adlawa o pagpili og plano nga mohaom sa imong panahon.',
        },
        {
          title: 'Basa, paminaw ug pamalandong',
          body: 'Basaha o paminawa, sunda ang debosyon ug pagsulat og S.O.A.P. nga entry.',
        },
        {
          title: 'Ipaambit ug padayon',
          body: 'Hisgoti ang teksto uban sa imong simbahan ug tan-awa ang pagtubo sa imong pag-uswag.',
        },
      ],
    },
    cta: {
      title: 'Sugdi karon ang imong unang plano sa pagbasa',
      body: 'Libre ang adlaw-adlaw nga pagbasa, ang mga plano alang sa nagsugod ug ang S.O.A.P. nga journal, walay card nga gikinahanglan.',
    },
  },
  events: {
    meta: {
      title: 'Kalihokan sa simbahan nga may RSVP ug pahinumdom — Koinonia',
      description:
        'Paghimo og kalihokan sa simbahan, kolektaha ang RSVP, magpahinumdom ug sunda ang pagtambong sa matag lokasyon ug campus, sa usa ka kasaligang kalendaryo.',
    },
    hero: {
      eyebrow: 'Mga Kalihokan',
      title: 'Matag panagtigom, giplano sa usa ka dapit',
      subtitle:
        'Paghimo og mga kalihokan, kolektaha ang RSVP, ipadala ang mga pahinumdom ug sunda ang pagtambong sa matag lokasyon.',
    },
    overview: {
      title: 'Gikan sa simba sa Domingo hangtod sa biyahe sa misyon',
      paragraphs: [
        'Puno sa panagtigom ang kinabuhi sa simbahan: mga simba, gabii sa kabatan-onan, salo-salo ug retreat. Gibutang kini tanan sa Koinonia sa usa ka kalendaryo nga gisaligan sa mga miyembro.',
        'Makita sa mga lider kinsa ang moanhi ug kinsa ang mitambong, busa makaplano sila daan ug makaduaw sa mga wala nila makita.',
      ],
    },
    features: {
      title: 'Mga himan alang sa matag kalihokan',
      items: [
        {
          title: 'Sayon nga paghimo og kalihokan',
          body: 'Ibutang ang titulo, oras ug dapit, ug i-publish sa imong simbahan, sa usa ka komunidad o sa usa ka grupo.',
        },
        {
          title: 'RSVP sa usa ka tuplok',
          body: 'Motubag dayon ang mga miyembro, ug makita nimo ang pagdaghan sa ihap.',
        },
        {
          title: 'Mga pahinumdom',
          body: 'Ang mga mitubag makadawat og pahinumdom una sa kalihokan, busa mas gamay ang makalimot.',
        },
        {
          title: 'Pagsubay sa pagtambong',
          body: 'Irekord kinsa ang mitambong, ug itandi ang gidaghanon sa mitambong gikan sa usa ka kalihokan ngadto sa sunod.',
        },
        {
          title: 'Daghang lokasyon',
          body: 'Himoa ang kalihokan sa daghang dapit o campus, nga klaro ang pagpakita sa matag adres.',
        },
        {
          title: 'Usa ka listahan alang sa mga miyembro',
          body: 'Makita sa mga miyembro nga dungan ang mga kalihokan sa ilang simbahan ug mga grupo.',
        },
      ],
    },
    benefits: {
      title: 'Nganong importante kini',
      items: [
        {
          title: 'Mas daghang motambong',
          body: 'Ang sayon nga pagtubag ug saktong-panahon nga pahinumdom magdala og mas daghang tawo sa pultahan.',
        },
        {
          title: 'Pagplano gamit ang tinuod nga ihap',
          body: 'Hibaloa pila ang paabuton alang sa pagkaon, lingkoranan ug pag-atiman sa mga bata.',
        },
        {
          title: 'Pangumusta uban ang pag-atiman',
          body: 'Ang pagtambong nagpakita kinsa ang dugay nang wala, aron maduaw sila sa mga lider.',
        },
        {
          title: 'Gamay nga papeles',
          body: 'Wala nay listahan sa pagpalista o spreadsheet nga itugma human sa kalihokan.',
        },
      ],
    },
    howItWorks: {
      title: 'Unsaon kini paglihok',
      steps: [
        {
          title: 'Himoa ang kalihokan',
          body: 'Ibutang ang petsa, oras ug mga lokasyon, ug pilia kinsa ang dapit.',
        },
        {
          title: 'Kolektaha ang mga tubag',
          body: 'Mag-RSVP ang mga miyembro sa app ug makadawat og mga pahinumdom samtang nagkaduol ang adlaw.',
        },
        {
          title: 'Pagtigom ug pangumusta',
          body: 'Irekord ang pagtambong sa adlaw mismo ug duawa ang mga wala makaanhi.',
        },
      ],
    },
    cta: {
      title: 'Planoha ang imong sunod nga panagtigom uban sa Koinonia',
      body: 'Libre ang pag-RSVP sa mga miyembro. Ang mga plano sa simbahan adunay kompleto nga pagplano sa kalihokan; pag-iskedyul og demo aron makita kini.',
    },
  },
  communityChat: {
    meta: {
      title: 'Chat sa komunidad, forum ug mensahe — Koinonia',
      description:
        'Mga komunidad, forum nga may moderator, chat sa gagmayng grupo, direkta nga mensahe ug pahibalo nga magpabiling konektado ang imong simbahan tibuok semana.',
    },
    hero: {
      eyebrow: 'Chat sa Komunidad',
      title: 'Magpabiling konektado taliwala sa mga Domingo',
      subtitle:
        'Mga komunidad, forum nga may moderator, chat sa gagmayng grupo, mensahe ug pahibalo sa usa ka luwas nga dapit.',
    },
    overview: {
      title: 'Panag-uban lapas sa pultahan sa simbahan',
      paragraphs: [
        'Ang panag-uban dili mahuman kung mahuman na ang simba. Ang matag komunidad ug gamay nga grupo adunay kaugalingong luna aron mag-istorya ug magdinasigay tibuok semana.',
        'Ang mga lider mag-post og pahibalo, ang mga moderator magbantay nga buotan ang mga forum, ug ang mga miyembro makapadala og mensahe sa usag usa nga dili na ihatag ang numero sa telepono.',
      ],
    },
    features: {
      title: 'Mga paagi aron magpabiling suod',
      items: [
        {
          title: 'Mga komunidad',
          body: 'Apil sa imong simbahan, sa mga ministeryo niini ug sa mga grupo sa interes, matag usa adunay kaugalingong panag-istorya.',
        },
        {
          title: 'Mga forum nga may moderator',
          body: 'Hisgoti ang pagtuo ug kinabuhi sa simbahan samtang ang mga moderator magbantay nga matinahuron ang panag-istorya.',
        },
        {
          title: 'Chat sa gagmayng grupo',
          body: 'Ang imong home group o Bible study adunay kaugalingong chat alang sa mga hangyo sa pag-ampo, plano ug pagdasig.',
        },
        {
          title: 'Direkta nga mensahe',
          body: 'Pagsulat nga pribado ngadto sa usa ka miyembro o lider nga dili ihatag ang imong numero sa telepono.',
        },
        {
          title: 'Mga pahibalo',
          body: 'Ang mga lider mag-post sa importante nga balita kausa lang, ug moabot kini sa matag miyembro sa komunidad.',
        },
        {
          title: 'Mga kontak ug ang Talaan sa Pag-apil',
          body: 'Itipig sa imong mga kontak ang mga tawo nga imong nailhan, ug saulogon ang pag-apil sa Talaan sa Pag-apil.',
        },
      ],
    },
    benefits: {
      title: 'Nganong importante kini',
      items: [
        {
          title: 'Walay mabiyaan',
          body: 'Ang mga bag-ong miabot makakita og grupo ug panag-istorya sukad sa ilang unang semana.',
        },
        {
          title: 'Mas luwas kaysa publiko nga social media',
          body: 'Ang mga panag-istorya magpabilin sulod sa imong simbahan, may moderasyon ug walay pagsubay para sa ads.',
        },
        {
          title: 'Makadaginot og panahon ang mga lider',
          body: 'Usa ka pahibalo ang mopuli sa sunod-sunod nga email, text ug post.',
        },
        {
          title: 'Pagdasig nga makita',
          body: 'Gipasiugda sa Talaan sa Pag-apil kadtong nag-ampo, nag-alagad ug miapil.',
        },
      ],
    },
    howItWorks: {
      title: 'Unsaon kini paglihok',
      steps: [
        {
          title: 'Apil sa imong mga komunidad',
          body: 'Pangitaa ang imong simbahan ug ang mga grupo nga imong nahisakopan.',
        },
        {
          title: 'Pangumusta',
          body: 'Ipaila ang imong kaugalingon sa chat sa imong gamay nga grupo o sugdi ang usa ka panaghisgot sa forum.',
        },
        {
          title: 'Magpabiling suod',
          body: 'Sunda ang mga pahibalo ug padad-i og mensahe ang mga higala, uban ang mga pahibalo nga ikaw ang nagkontrolar.',
        },
      ],
    },
    cta: {
      title: 'Iuli sa usa ka panimalay ang mga panag-istorya sa imong simbahan',
      body: 'Apil nga libre ug pangitaa ang imong mga komunidad karon, o pag-iskedyul og demo alang sa imong team sa mga lider.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'D.I.V.I.N.E. Sentro sa Pag-alagad — Koinonia',
      description:
        'Itugma ang miyembro sa team sa ministeryo sumala sa kahanas ug gasa, i-post ang oportunidad, susiha ang aplikasyon, mag-iskedyul ug pasalamati ang boluntaryo.',
    },
    hero: {
      eyebrow: 'Sentro sa mga Boluntaryo',
      title: 'Tabangi ang matag miyembro nga makakita sa ilang dapit sa pag-alagad',
      subtitle:
        'Ang D.I.V.I.N.E. Sentro sa Pag-alagad nagtugma sa mga tawo ngadto sa mga team sa ministeryo sumala sa kahanas ug espirituhanong gasa.',
    },
    overview: {
      title: 'Pag-alagad nga gipaambitan sa kadaghanan',
      paragraphs: [
        'Daghang simbahan ang nagsalig sa pipila ka matinud-anon nga boluntaryo samtang ang uban naghulat nga dapiton. Gipakita sa Sentro sa Pag-alagad ang matag bakante nga papel ug kung asa mohaom ang mga gasa sa matag miyembro.',
        'Ang mga lider mag-post og mga oportunidad, mosusi sa mga aplikasyon ug mohimo og iskedyul, busa magpabiling puno ang mga team nga dili na hangyoon ang parehas nga mga tawo matag semana.',
      ],
    },
    features: {
      title: 'Tanan alang sa imong mga team sa boluntaryo',
      items: [
        {
          title: 'Mga team sa ministeryo',
          body: 'Tan-awa ang mga lider, miyembro, papel ug bakante nga lugar sa matag team sa usa ka panglantaw.',
        },
        {
          title: 'Pisara sa mga oportunidad',
          body: 'Susiha ang matag bakante nga papel sa tibuok simbahan ug kung unsay nalakip niini.',
        },
        {
          title: 'Pagtugma sa kahanas ug gasa',
          body: 'Ang mga sugyot gibase sa imong kahanas ug sa imong pagsusi sa gasa: basic, nga may {basicQuestions} ka pangutana, o kompleto, nga may {comprehensiveQuestions}.',
        },
        {
          title: 'Pag-iskedyul nga may pahinumdom',
          body: 'Planoha kinsa ang moalagad ug kanus-a, ug ang mga boluntaryo makadawat og pahinumdom una sa matag turno.',
        },
        {
          title: 'Mga aplikasyon',
          body: 'Mag-aplay ang mga miyembro sa pipila ka lakang, ug ang mga lider mosusi, modawat ug moabiabi kanila.',
        },
        {
          title: 'Mga badge sa pag-ila',
          body: 'Ang mga badge nagpasalamat sa mga boluntaryo sa matinud-anon nga pag-alagad ug sa mga milestone nga ilang naabot.',
        },
      ],
    },
    benefits: {
      title: 'Nganong importante kini',
      items: [
        {
          title: 'Mas daghang moalagad',
          body: 'Ang klaro nga mga papel ug pagtugma sa gasa magdapit sa mga miyembro nga wala mahibalo kung asa magsugod.',
        },
        {
          title: 'Mas himsog nga mga team',
          body: 'Ang pagpaambit sa palas-anon motabang sa imong labing matinud-anon nga mga boluntaryo nga dili maluya sa kakapoy.',
        },
        {
          title: 'Gamay nga kakulang sa adlaw mismo',
          body: 'Tungod sa iskedyul ug pahinumdom, mas gamay ang nalaktawan nga turno ug kalit nga pagtawag.',
        },
        {
          title: 'Pag-alagad nga makita',
          body: 'Ang mga badge ug pasalamat nagpakita sa mga boluntaryo nga importante ang ilang pag-alagad.',
        },
      ],
    },
    howItWorks: {
      title: 'Unsaon kini paglihok',
      steps: [
        {
          title: 'Diskobreha ang imong mga gasa',
          body: 'Tubaga ang pagsusi sa espirituhanong gasa aron makita kung giunsa ka paghulma aron moalagad.',
        },
        {
          title: 'Pangitag papel ug pag-aplay',
          body: 'Susiha ang pisara sa mga oportunidad ug pag-aplay sa team nga mohaom nimo.',
        },
        {
          title: 'Pag-alagad uban sa imong team',
          body: 'Idugang ka sa imong lider sa iskedyul, ug ang mga pahinumdom magpabiling andam kanimo.',
        },
      ],
    },
    cta: {
      title: 'Tabangi ang matag gasa nga makakita sa iyang dapit',
      body: 'Libre alang sa mga miyembro ang basic nga pagsusi sa gasa. Ang mga simbahan makapa-iskedyul og demo sa pagdumala sa boluntaryo.',
    },
  },
};

export default copy;
