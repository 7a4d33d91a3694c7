import type { FeaturesCopy } from './en';

/** Hausa copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Bangon Addu’a: addu’a tare dare da rana — Koinonia',
      description:
        'Ku raba roƙon addu’a a sirrance, a fili ko ba tare da suna ba, ku kafa da’irorin addu’a, ku ga masu yin addu’a kuma ku yi murna da addu’o’in da aka amsa.',
    },
    hero: {
      eyebrow: 'Bangon Addu’a',
      title: 'Babu roƙon addu’ar da za a ɗauka shi kaɗai',
      subtitle:
        'Ku faɗi buƙatarku a sirrance, a fili ko ba tare da suna ba, ku bar ikilisiyarku ta yi addu’a tare da ku.',
    },
    overview: {
      title: 'Addu’a a zuciyar ikilisiyarku',
      paragraphs: [
        'Buƙatun addu’a ba safai suke jiran Lahadi ba. Bangon Addu’a yana ba ’yan ikilisiya damar neman addu’a a kowane lokaci kuma su san cewa wasu suna yi musu addu’a.',
        'Ku ne kuke yanke shawarar wanda zai ga kowane roƙo, kuma ana sa alama a kan addu’o’in da aka amsa don kowa ya yi godiya.',
      ],
    },
    features: {
      title: 'Abin da Bangon Addu’a ke bayarwa',
      items: [
        {
          title: 'Na sirri, na fili ko ba tare da suna ba',
          body: 'Ku ajiye roƙo a wurinku, ku raba shi da ikilisiyarku, ko ku wallafa shi ba tare da sunanku ba.',
        },
        {
          title: 'Da’irorin addu’a',
          body: 'Ku tara ƙaramin da’ira a kan buƙata ɗaya, kamar kwanciya a asibiti ko iyalin da ke cikin makoki.',
        },
        {
          title: 'Ku ga masu yin addu’a',
          body: 'Ku san cewa mutane suna yin addu’a a kan roƙonku, don kada ku taɓa ɗaukar nauyinsa ku kaɗai.',
        },
        {
          title: 'Addu’o’in da aka amsa',
          body: 'Ku sa wa addu’a alamar an amsa ta kuma ku ƙara labari, don wasu su yi farin ciki tare da ku.',
        },
        {
          title: 'Sanarwa da kuka zaɓa',
          body: 'Ku ji idan wani ya yi muku addu’a, kuma ku kunna ko ku kashe kowace sanarwa.',
        },
        {
          title: 'A buɗe dare da rana',
          body: 'Ku wallafa kuma ku yi addu’a da tsakar dare ko da rana tsaka, a wayarku ko a kwamfutarku.',
        },
      ],
    },
    benefits: {
      title: 'Dalilin da ya sa yake da muhimmanci',
      items: [
        {
          title: 'Kulawa tana isa da wuri',
          body: 'Ana raba buƙatu a lokacin da suka taso, ba bayan ’yan kwanaki ba.',
        },
        {
          title: 'Shugabanni suna ganin buƙatun',
          body: 'Roƙo na fili da da’irorin addu’a suna nuna wa fastoci inda ake buƙatar kulawa.',
        },
        {
          title: 'Bangaskiya tana girma ta wurin shaida',
          body: 'Addu’o’in da aka amsa suna zama tarihin amincin Allah.',
        },
        {
          title: 'Buƙatu masu sarƙaƙiya suna cikin aminci',
          body: 'Roƙo na sirri da marar suna suna ba mutane damar neman addu’a ba tare da tsoron gulma ba.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda yake aiki',
      steps: [
        {
          title: 'Ku rubuta roƙonku',
          body: 'Ku faɗi abin da ke zuciyarku, da kalmominku.',
        },
        {
          title: 'Ku zaɓi wanda zai gan shi',
          body: 'Ku mai da shi na sirri, na fili ko marar suna, ko ku raba shi da da’irar addu’a.',
        },
        {
          title: 'Ku yi addu’a kuma ku yi godiya',
          body: 'Ku yi wa wasu addu’a kuma ku sa alama a kan amsoshi idan sun zo.',
        },
      ],
    },
    cta: {
      title: 'Ku fara addu’a tare yau',
      body: 'Bangon Addu’a kyauta ne. Ku wallafa roƙonku na farko cikin mintoci kaɗan.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Karatun Littafi Mai Tsarki da kundin S.O.A.P. — Koinonia',
      description:
        'Karatun Littafi Mai Tsarki na kullum, ibadu masu jagora, shirye-shiryen karatu, bayanan nazari, fassarori da yawa, Littafi na sauti da kundin S.O.A.P.',
    },
    hero: {
      eyebrow: 'Karatun Littafi Mai Tsarki',
      title: 'Mu buɗe Maganar Allah kowace rana, tare',
      subtitle:
        'Karatun kowace rana, ibadu masu jagora, shirye-shiryen karatu da kundin S.O.A.P. da ke taimaka wa Maganar Allah ta yi saiwa.',
    },
    overview: {
      title: 'Al’adar kowace rana da ke dorewa',
      paragraphs: [
        'Fara karanta Littafi Mai Tsarki abu ne mai sauƙi; ci gaba da shi ne ke da wuya. Koinonia tana ba kowace rana nassi, ibada mai jagora da wurin rubuta abin da kuka koya.',
        'Ku karanta cikin fassarori da yawa, ku saurara a kan hanya, kuma ku tattauna nassin da ikilisiyarku. Bayanan nazari da jagororin nazari na AI suna kai ku zurfi.',
      ],
    },
    features: {
      title: 'Duk abin da ake buƙata don karatu da nazari',
      items: [
        {
          title: 'Karatu da ibada ta kowace rana',
          body: 'Kowace rana tana zuwa da nassi da gajeriyar ibada don yin tunani da addu’a a kai.',
        },
        {
          title: 'Shirye-shiryen karatu don kowane mataki',
          body: 'Ku zaɓa daga shirye-shirye {beginnerPlans} na masu farawa da {intermediatePlans} na matsakaici, ku bi ci gabanku rana bayan rana.',
        },
        {
          title: 'Kundin S.O.A.P.',
          body: 'Ku rubuta nassin (Scripture), abin da kuka lura (Observation), yadda za ku aiwatar (Application) da addu’a (Prayer) don kowane karatu.',
        },
        {
          title: 'Bayanan nazari da fassarori',
          body: 'Ku kwatanta fassarori da yawa na Littafi Mai Tsarki kuma ku karanta bayanan nazari a kan yanayi da ma’ana.',
        },
        {
          title: 'Littafi Mai Tsarki na sauti',
          body: 'Ku saurara yayin da kuke tuƙi, tafiya a ƙafa ko girki.',
        },
        {
          title: 'Tattaunawar al’umma',
          body: 'Ku raba fahimtarku a kan nassin yau kuma ku karanta abin da wasu suka lura.',
        },
      ],
    },
    benefits: {
      title: 'Dalilin da ya sa yake da muhimmanci',
      items: [
        {
          title: 'Dorewa a tsawon lokaci',
          body: 'Tsarin kowace rana da ci gaban da ake gani suna taimaka wa ’yan ikilisiya su ci gaba da karatu mako bayan mako.',
        },
        {
          title: 'Fahimta, ba karatu kawai ba',
          body: 'Ibadu, bayanai da rubutun tunani suna mai da sura ta zama abin da kuke rayuwa da shi.',
        },
        {
          title: 'Maganar Allah a duk inda kuke',
          body: 'Ku karanta a kowace na’ura, ku ajiye karatu don amfani ba tare da intanet ba, ko ku saurara a kan hanya.',
        },
        {
          title: 'Ikilisiya mai karatu iri ɗaya',
          body: 'Ƙungiyoyin da ke bin shiri ɗaya suna tattaunawa daga karatun da suka yi tare.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda yake aiki',
      steps: [
        {
          title: 'Ku zaɓi shiri',
          body: 'Ku fara da karatun yau ko ku zaɓi shirin da ya dace da lokacinku.',
        },
        {
          title: 'Ku karanta, ku saurara kuma ku yi tunani',
          body: 'Ku karanta ko ku saurara, ku bi ibadar kuma ku rubuta shigarwar S.O.A.P.',
        },
        {
          title: 'Ku raba kuma ku ci gaba',
          body: 'Ku tattauna nassin da ikilisiyarku kuma ku ga ci gabanku yana ƙaruwa.',
        },
      ],
    },
    cta: {
      title: 'Ku fara shirin karatunku na farko yau',
      body: 'Karatun kowace rana, shirye-shiryen masu farawa da kundin S.O.A.P. kyauta ne, ba tare da buƙatar kati ba.',
    },
  },
  events: {
    meta: {
      title: 'Tarukan ikilisiya tare da tabbatar da halarta — Koinonia',
      description:
        'Ku ƙirƙiri tarukan ikilisiya, ku tattara tabbacin halarta, ku aika tunatarwa kuma ku bi diddigin halarta a kowane wuri da reshe, a cikin kalanda ɗaya amintacce.',
    },
    hero: {
      eyebrow: 'Taruka',
      title: 'Kowane taro, an tsara shi a wuri ɗaya',
      subtitle:
        'Ku ƙirƙiri taruka, ku tattara tabbacin halarta, ku aika tunatarwa kuma ku bi diddigin halarta a kowane wuri.',
    },
    overview: {
      title: 'Daga sujadar Lahadi zuwa tafiyar bishara',
      paragraphs: [
        'Rayuwar ikilisiya cike take da taruka: sujada, daren matasa, cin abinci tare da taron ja da baya na ruhaniya. Koinonia tana sa su duka a kalanda ɗaya da ’yan ikilisiya suka amince da ita.',
        'Shugabanni suna ganin waɗanda za su zo da waɗanda suka zo, don su tsara gaba kuma su bi sawun waɗanda ba su samu zuwa ba.',
      ],
    },
    features: {
      title: 'Kayan aiki don kowane taro',
      items: [
        {
          title: 'Ƙirƙirar taro cikin sauƙi',
          body: 'Ku ƙara suna, lokaci da wuri, ku wallafa ga ikilisiyarku, wata al’umma ko wata ƙungiya.',
        },
        {
          title: 'Tabbatar da halarta da taɓawa ɗaya',
          body: '’Yan ikilisiya suna amsawa cikin ɗan lokaci, kuna kuma ganin yawan yana ƙaruwa.',
        },
        {
          title: 'Tunatarwa',
          body: 'Waɗanda suka amsa suna samun tunatarwa kafin taron, don haka kaɗan ne ke mantawa.',
        },
        {
          title: 'Bin diddigin halarta',
          body: 'Ku rubuta waɗanda suka zo, kuma ku kwatanta yawan halarta daga wannan taro zuwa wancan.',
        },
        {
          title: 'Wurare da yawa',
          body: 'Ku yi taro a wurare ko rassa da yawa, tare da nuna kowane adireshi a fili.',
        },
        {
          title: 'Jeri ɗaya ga ’yan ikilisiya',
          body: '’Yan ikilisiya suna ganin tarukan ikilisiyarsu da na ƙungiyoyinsu tare.',
        },
      ],
    },
    benefits: {
      title: 'Dalilin da ya sa yake da muhimmanci',
      items: [
        {
          title: 'Ƙarin halarta',
          body: 'Amsa mai sauƙi da tunatarwa a kan lokaci suna kawo ƙarin mutane cikin ƙofa.',
        },
        {
          title: 'Tsari da ainihin alƙaluma',
          body: 'Ku san mutane nawa za ku sa rai don abinci, kujeru da kula da yara.',
        },
        {
          title: 'Bin sawu da ƙauna',
          body: 'Halarta tana nuna wanda ya daɗe bai zo ba, don shugabanni su tuntuɓe shi.',
        },
        {
          title: 'Ƙarancin takardu',
          body: 'Babu takardun rajista ko jerin lissafi da za a daidaita bayan taron.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda yake aiki',
      steps: [
        {
          title: 'Ku ƙirƙiri taron',
          body: 'Ku sa kwanan wata, lokaci da wurare, kuma ku zaɓi waɗanda aka gayyata.',
        },
        {
          title: 'Ku tattara amsoshi',
          body: '’Yan ikilisiya suna tabbatar da halarta a manhajar kuma suna samun tunatarwa yayin da ranar ke gabatowa.',
        },
        {
          title: 'Ku taru kuma ku bi sawu',
          body: 'Ku rubuta halarta a ranar kuma ku tuntuɓi waɗanda ba su samu zuwa ba.',
        },
      ],
    },
    cta: {
      title: 'Ku tsara taronku na gaba da Koinonia',
      body: 'Tabbatar da halarta kyauta ne ga ’yan ikilisiya. Tsare-tsaren ikilisiya suna ƙara cikakken tsara taruka; ku tsara lokacin nuni don ganinsa.',
    },
  },
  communityChat: {
    meta: {
      title: 'Hirar al’umma, dandali da saƙonni — Koinonia',
      description:
        'Al’ummomi, dandali masu sa ido, hirar ƙananan ƙungiyoyi, saƙonni da sanarwa da ke sa ikilisiyarku ta kasance da haɗin kai tsakanin Lahadi da Lahadi.',
    },
    hero: {
      eyebrow: 'Hirar Al’umma',
      title: 'Ku kasance da haɗin kai tsakanin Lahadi da Lahadi',
      subtitle: 'Al’ummomi, dandali masu sa ido, hirar ƙananan ƙungiyoyi, saƙonni da sanarwa a wuri ɗaya mai aminci.',
    },
    overview: {
      title: 'Zumunci fiye da ƙofar ikilisiya',
      paragraphs: [
        'Zumunci ba ya ƙarewa idan sujada ta ƙare. Kowace al’umma da ƙaramar ƙungiya tana da nata wurin yin hira da ƙarfafa juna duk mako.',
        'Shugabanni suna wallafa sanarwa, masu sa ido suna kiyaye ladabi a dandali, kuma ’yan ikilisiya suna aika wa juna saƙonni ba tare da raba lambobin waya ba.',
      ],
    },
    features: {
      title: 'Hanyoyin ci gaba da hulɗa',
      items: [
        {
          title: 'Al’ummomi',
          body: 'Ku shiga ikilisiyarku, hidimominta da ƙungiyoyin sha’awa, kowannensu da nasa tattaunawar.',
        },
        {
          title: 'Dandali masu sa ido',
          body: 'Ku tattauna bangaskiya da rayuwar ikilisiya yayin da masu sa ido ke kiyaye tattaunawa cikin ladabi.',
        },
        {
          title: 'Hirar ƙananan ƙungiyoyi',
          body: 'Ƙungiyar gidanku ko ƙungiyar nazarin Littafi Mai Tsarki tana da nata hira don buƙatun addu’a, shirye-shirye da ƙarfafawa.',
        },
        {
          title: 'Saƙonni kai tsaye',
          body: 'Ku rubuta wa ɗan ikilisiya ko shugaba a sirrance ba tare da raba lambar wayarku ba.',
        },
        {
          title: 'Sanarwa',
          body: 'Shugabanni suna wallafa muhimmin labari sau ɗaya, kuma yana isa ga kowane ɗan al’umma.',
        },
        {
          title: 'Lambobin sadarwa da Allon Ƙwazo',
          body: 'Ku ajiye mutanen da kuka sani a cikin lambobin sadarwarku, kuma ku yi murna da shiga a kan Allon Ƙwazo.',
        },
      ],
    },
    benefits: {
      title: 'Dalilin da ya sa yake da muhimmanci',
      items: [
        {
          title: 'Babu wanda ake mantawa da shi',
          body: 'Sababbin shigowa suna samun ƙungiya da tattaunawa tun makonsu na farko.',
        },
        {
          title: 'Ya fi kafofin sada zumunta na fili aminci',
          body: 'Tattaunawa tana zama a cikin ikilisiyarku, tare da sa ido kuma ba tare da bin sawu don talla ba.',
        },
        {
          title: 'Shugabanni suna tanadin lokaci',
          body: 'Sanarwa ɗaya tana maye gurbin jerin imel, saƙonnin tes da rubuce-rubuce.',
        },
        {
          title: 'Ƙarfafawa da ake gani',
          body: 'Allon Ƙwazo yana haskaka waɗanda ke addu’a, hidima da shiga a dama da su.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda yake aiki',
      steps: [
        {
          title: 'Ku shiga al’ummominku',
          body: 'Ku nemo ikilisiyarku da ƙungiyoyin da kuke ciki.',
        },
        {
          title: 'Ku yi gaisuwa',
          body: 'Ku gabatar da kanku a hirar ƙaramar ƙungiyarku ko ku fara tattaunawa a dandali.',
        },
        {
          title: 'Ku ci gaba da hulɗa',
          body: 'Ku bi sanarwa kuma ku aika wa abokai saƙonni, tare da sanarwa da kuke sarrafawa.',
        },
      ],
    },
    cta: {
      title: 'Ku dawo da tattaunawar ikilisiyarku gida',
      body: 'Ku shiga kyauta kuma ku nemo al’ummominku yau, ko ku tsara lokacin nuni don ƙungiyar shugabancinku.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Cibiyar Hidima D.I.V.I.N.E. ta masu sa-kai — Koinonia',
      description:
        'Ku haɗa ’yan ikilisiya da ƙungiyoyin hidima bisa ƙwarewa da baye-bayen ruhaniya, ku wallafa damammaki, ku duba buƙatu, ku tsara jadawali kuma ku gode wa masu sa-kai.',
    },
    hero: {
      eyebrow: 'Cibiyar Masu Aikin Sa-kai',
      title: 'Ku taimaki kowane ɗan ikilisiya ya sami wurin hidimarsa',
      subtitle:
        'Cibiyar Hidima ta D.I.V.I.N.E. tana haɗa mutane da ƙungiyoyin hidima bisa ga ƙwarewarsu da baye-bayensu na ruhaniya.',
    },
    overview: {
      title: 'Hidimar da mutane da yawa ke rabawa',
      paragraphs: [
        'Ikilisiyoyi da yawa suna dogara ga ’yan masu aikin sa-kai kaɗan masu aminci, yayin da wasu ke jiran a roƙe su. Cibiyar Hidima tana nuna kowane gurbi da ke buɗe da kuma inda baye-bayen kowane ɗan ikilisiya suka dace.',
        'Shugabanni suna wallafa damammaki, suna duba buƙatun shiga kuma suna tsara jadawali, don ƙungiyoyi su kasance cikakku ba tare da roƙon mutane iri ɗaya kowane mako ba.',
      ],
    },
    features: {
      title: 'Duk abin da ƙungiyoyin masu sa-kai ke buƙata',
      items: [
        {
          title: 'Ƙungiyoyin hidima',
          body: 'Ku ga shugabanni, membobi, ayyuka da guraben da ke buɗe na kowace ƙungiya a duba ɗaya.',
        },
        {
          title: 'Allon damammaki',
          body: 'Ku duba kowane gurbi da ke buɗe a ikilisiyarku da abin da ya ƙunsa.',
        },
        {
          title: 'Daidaita ƙwarewa da baye-baye',
          body: 'Shawarwari suna dogara ne a kan ƙwarewarku da gwajin baye-bayenku: na asali mai tambayoyi {basicQuestions}, ko cikakke mai tambayoyi {comprehensiveQuestions}.',
        },
        {
          title: 'Jadawali tare da tunatarwa',
          body: 'Ku tsara wanda zai yi hidima da lokacin da zai yi, kuma masu sa-kai suna samun tunatarwa kafin kowane lokacin aikinsu.',
        },
        {
          title: 'Buƙatun shiga',
          body: '’Yan ikilisiya suna neman shiga cikin ’yan matakai kaɗan, shugabanni kuma suna dubawa, suna karɓa kuma suna maraba da su.',
        },
        {
          title: 'Lambobin yabo',
          body: 'Lambobin yabo suna gode wa masu sa-kai saboda hidima mai aminci da matakan da suka kai.',
        },
      ],
    },
    benefits: {
      title: 'Dalilin da ya sa yake da muhimmanci',
      items: [
        {
          title: 'Ƙarin masu hidima',
          body: 'Ayyuka a sarari da daidaita baye-baye suna gayyatar ’yan ikilisiya waɗanda ba su taɓa sanin inda za su fara ba.',
        },
        {
          title: 'Ƙungiyoyi masu ƙoshin lafiya',
          body: 'Raba nauyi yana taimaka wa masu sa-kai mafi aminci su guje wa gajiya mai tsanani.',
        },
        {
          title: 'Ƙarancin giɓi a ranar hidima',
          body: 'Jadawali da tunatarwa suna nufin ƙarancin lokutan aiki da aka rasa da kiran gaggawa na ƙarshe.',
        },
        {
          title: 'Hidimar da ake gani',
          body: 'Lambobin yabo da godiya suna nuna wa masu sa-kai cewa hidimarsu tana da muhimmanci.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda yake aiki',
      steps: [
        {
          title: 'Ku gano baye-bayenku',
          body: 'Ku yi gwajin baye-bayen ruhaniya don ku ga yadda Allah ya siffanta ku don hidima.',
        },
        {
          title: 'Ku nemo gurbi kuma ku nema',
          body: 'Ku duba allon damammaki kuma ku nemi shiga ƙungiyar da ta dace da ku.',
        },
        {
          title: 'Ku yi hidima tare da ƙungiyarku',
          body: 'Shugabanku yana sa ku a cikin jadawali, kuma tunatarwa tana sa ku kasance a shirye.',
        },
      ],
    },
    cta: {
      title: 'Ku taimaki kowace baiwa ta sami wurinta',
      body: '’Yan ikilisiya suna yin gwajin baye-baye na asali kyauta. Ikilisiyoyi za su iya tsara lokacin nunin gudanar da masu sa-kai.',
    },
  },
};

export default copy;
