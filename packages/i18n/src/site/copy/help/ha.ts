import type { HelpCopy } from './en';

/** Hausa copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Nema',
    placeholder: 'Nemi tambayoyi da jagorori',
    results: 'Sakamako: {count}',
    noResults: 'Babu abin da ya dace da “{query}”. Ku gwada wata kalma, ko ku tuntuɓi masu taimako.',
    clear: 'Share nema',
  },
  faq: {
    meta: {
      title: 'Tambayoyin da ake yawan yi — Koinonia',
      description:
        'Amsoshi game da Koinonia: yadda ake farawa, tsare-tsaren kyauta da na biya, kyandirorin AI, sirri, ganin roƙon addu’a da abin da tsare-tsaren ikilisiya ke ƙarawa.',
    },
    hero: {
      eyebrow: 'Tambayoyi',
      title: 'Tambayoyin da muka fi ji',
      subtitle: 'Gajerun amsoshi na gaskiya ga ’yan ikilisiya, shugabanni da masu gudanar da ikilisiya.',
    },
    groups: [
      {
        title: 'Yadda ake farawa',
        items: [
          {
            question: 'Mene ne Koinonia?',
            answer:
              'Koinonia manhajar ikilisiya ce ga ’yan ikilisiya, shugabanni, fastoci, masu gudanarwa da masu aikin sa-kai. Tana haɗa bangon addu’a, karatun Littafi Mai Tsarki na kowace rana, rubutun S.O.A.P., taruka, hirar ƙungiya, hidima da bayarwa a wuri ɗaya, don ikilisiya ta kasance cikin zumunci duk mako.',
          },
          {
            question: 'Shin Koinonia kyauta ce?',
            answer:
              'I. Tsarin {disciplePlan} kyauta ne ba tare da buƙatar kati ba, kuma ya ƙunshi bangon addu’a, kundin S.O.A.P., tattaunawar al’umma, karatun Littafi Mai Tsarki na kowace rana, shirye-shiryen karatu na masu farawa da kyandirorin AI {discipleCandles} kowane wata. Tsare-tsaren biya suna ƙara kyandirori da kayan aiki.',
          },
          {
            question: 'Dole ne ikilisiyata ta kasance a Koinonia?',
            answer:
              'A’a. Kuna iya karatu, addu’a da rubutun tunani da kanku, kuma zaɓar ikilisiya yayin saiti ba dole ba ne. Idan ikilisiyarku ta shigo, za ku haɗu da al’ummominta, tarukanta da ƙungiyoyin hidimarta daga asusu ɗaya.',
          },
          {
            question: 'Wane harsuna Koinonia ke magana?',
            answer:
              'Ana samun Koinonia cikin harsuna {languageCount}, har da harsunan da ake rubutawa daga dama zuwa hagu: Larabci, Urdu, Ibrananci da Farisanci. A ziyararku ta farko muna ba da shawarar harsunan ƙasarku, kuma kuna iya canja naku a kowane lokaci a cikin Saituna.',
          },
        ],
      },
      {
        title: 'Tsare-tsare da kyandirori',
        items: [
          {
            question: 'Mene ne kyandir na AI?',
            answer:
              'Kyandir na AI wani kiredit ne da ake kashewa a kan fasalolin AI: jagororin nazari, shirya wa’azi, Littafi Mai Tsarki na sauti na AI da bidiyon AI. Kowane tsari yana da kyandirorin da ake sabunta su kowane wata. Addu’a, karatu, hira da duk abin da ba AI ba ba sa taɓa cin kyandir.',
          },
          {
            question: 'Me zai faru idan kyandirorina suka ƙare?',
            answer:
              'Fasalolin AI kaɗai ne ke tsayawa. Kuna iya jira kyandirorinku na wata su sabunta, ku sayi fakitin ƙari wanda kyandirorinsa ba sa ƙarewa, ko ku koma tsarin da ke da adadi mafi girma kowane wata.',
          },
          {
            question: 'Zan iya canja ko soke tsarina?',
            answer:
              'I, a kowane lokaci. Ku biya kowane wata, ko ku biya na shekara ku sami watanni {freeMonths} kyauta. Idan kuka soke, tsarinku yana nan har ƙarshen lokacin da kuka biya, sa’an nan ku koma tsarin kyauta tare da dukan abubuwanku a cikakke.',
          },
          {
            question: 'Shin kyandirori suna da darajar kuɗi?',
            answer:
              'A’a. Kyandirori kiredit ne na fasalolin AI a cikin Koinonia. Ba za a iya musanya su da kuɗi ko amfani da su a wajen manhajar ba.',
          },
        ],
      },
      {
        title: 'Sirri da tsaro',
        items: [
          {
            question: 'Shin Koinonia tana sayar da bayanaina ko nuna talla?',
            answer:
              'A’a. Babu bin sawu don talla, babu nazarin bayanai na wasu kamfanoni kuma babu sayar da bayanai. Muna amfani da bayananku ne kawai don gudanar da Koinonia a gare ku da ikilisiyarku.',
          },
          {
            question: 'Wa zai iya ganin roƙon addu’ata?',
            answer:
              'Ku ne kuke zaɓa ga kowane roƙo. Roƙo na fili yana bayyana a bangon addu’ar ikilisiyarku, na sirri yana zama a wurinku da da’irar addu’ar da kuka zaɓa, marar suna kuma ana nuna shi ba tare da sunanku ba.',
          },
          {
            question: 'Wane kukis Koinonia ke amfani da su?',
            answer:
              'Kukis ɗaya na shiga wanda ke ɗauke da lambar zama ta bazuwar. Babu kukis na talla ko na nazari. Mai bincikenku kuma yana tuna jigonku, harshenku da tsarin sandar gefe a kan na’urarku kawai.',
          },
          {
            question: 'Ta yaya zan kai rahoton abu mai cutarwa?',
            answer:
              'Shugabannin ikilisiyarku ne ke sa ido a dandali da hirarrakin ƙungiya, don haka ku fara gaya wa mai sa ido ko shugaban wannan al’umma. Idan ya shafi lafiyarku ko ba a warware shi ba, ku rubuta zuwa {supportEmail} za mu duba shi.',
          },
        ],
      },
      {
        title: 'Don ikilisiyoyi',
        items: [
          {
            question: 'Ta yaya ikilisiyarmu za ta fara?',
            answer:
              'Ku zaɓi {churchBasicPlan} ko {churchStandardPlan}, ko ku tuntuɓe mu game da {enterprisePlan} don manyan cibiyoyin ikilisiyoyi. Muna farin cikin tsara lokacin nuni da taimaka muku gayyatar ma’aikatanku da ’yan ikilisiyarku.',
          },
          {
            question: 'Me tsare-tsaren ikilisiya ke ƙarawa?',
            answer:
              'Gudanar da ’yan ikilisiya, tsara taruka, sadarwa ga dukan ikilisiya, da’irar addu’a ta sirri, nazarin bayanai, gudanar da rassa da yawa, nazarin bayarwar masu bayarwa, haɗa watsa kai tsaye, gudanar da masu sa-kai da hirar hidima kai tsaye tare da CRM.',
          },
          {
            question: 'Mene ne kyandirorin aminci?',
            answer:
              'Godiya ga ikilisiyoyin da ke tare da mu: duk bayan watanni {loyaltyMonths}, ikilisiyoyi a kan {churchBasicPlan} suna samun ƙarin kyandirori {basicLoyaltyCandles}, waɗanda ke kan {churchStandardPlan} kuma suna samun {standardLoyaltyCandles}.',
          },
          {
            question: 'Me masu gudanar da ikilisiya za su iya gani?',
            answer:
              'Masu gudanarwa suna ganin membobi da abubuwan da ke cikin al’ummominsu. Addu’o’i da rubuce-rubucen tunani na sirri na ’yan ikilisiya suna zama na sirri, kuma mai bayarwa da masu kula da kuɗin ikilisiya kaɗai ke ganin bayanan bayarwa.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Jagororin taimako mataki-mataki — Koinonia',
      description:
        'Jagorori mataki-mataki na Koinonia: buɗe asusu, roƙon addu’a, shirye-shiryen karatu, tabbatar da halarta, aikin sa-kai, gudanar da membobi da kyandirorin AI.',
    },
    hero: {
      eyebrow: 'Jagororin taimako',
      title: 'Jagorori mataki-mataki',
      subtitle: 'Ku nemo aikin da kuke so ku yi kuma ku bi matakan. Kowane jagora yana ɗaukar ’yan mintoci kaɗan.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Ku buɗe asusunku kuma ku zaɓi harshe',
        summary: 'Ku yi rajista kyauta kuma ku saita Koinonia cikin harshen da kuke addu’a da shi.',
        steps: [
          'Ku zaɓi “Fara kyauta” kuma ku shigar da sunanku, adireshin imel da kalmar sirri. Ba a buƙatar kati.',
          'Ku buɗe imel ɗin da muka aiko muku kuma ku bi mahaɗin don tabbatar da adireshinku.',
          'Ku kammala gajeren saiti: bayananku, ikilisiyarku da abubuwan da kuke sha’awa. Kuna iya tsallake matakan ikilisiya da sha’awa ku dawo gare su daga baya.',
          'Ku zaɓi harshenku a mataki na ƙarshe. Don canja shi daga baya, ku buɗe Saituna ku zaɓi Harshe; ana ajiye zaɓinku a asusunku kuma yana bin ku zuwa kowace na’ura.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Ku wallafa roƙon addu’a kuma ku zaɓi wanda zai gan shi',
        summary: 'Ku raba abin da ke zuciyarku daidai da mutanen da kuke so.',
        steps: [
          'Ku buɗe Bangon Addu’a a ƙarƙashin Sujada a sandar gefe kuma ku fara sabon roƙo.',
          'Ku ba shi gajeren take kuma ku rubuta abin da kuke son a yi muku addu’a a kai.',
          'Ku zaɓi wanda zai gan shi: Na fili don bangon addu’ar ikilisiyarku, Na sirri don ku da da’irar addu’ar da kuka zaɓa, ko Marar suna don raba shi ba tare da sunanku ba.',
          'Ku wallafa shi. Ana sanar da ku yayin da mutane ke addu’a, kuma roƙon yana nuna mutane nawa ke addu’a tare da ku.',
          'Idan an amsa addu’ar, ku sa mata alamar an amsa, don duk waɗanda suka yi addu’a su yi godiya tare da ku.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Ku fara shirin karatu kuma ku riƙa rubuta kundin S.O.A.P.',
        summary: 'Ku gina al’adar karanta Maganar Allah kowace rana da rubuta abin da take nufi a gare ku.',
        steps: [
          'Ku buɗe Karatun Littafi Mai Tsarki a ƙarƙashin Sujada kuma ku duba shirye-shiryen karatu: {beginnerPlans} na masu farawa da {intermediatePlans} na waɗanda suke shirye su zurfafa.',
          'Ku fara shiri. Kowace rana tana zuwa da karatu tare da ibada mai jagora da bayanan nazari; ku zaɓi fassararku ko ku saurara da Littafi Mai Tsarki na sauti.',
          'Bayan karatu, ku buɗe Kundin S.O.A.P. ku rubuta gajerun sassa huɗu: nassin da ya fito muku fili, abin da kuka lura, yadda za ku aiwatar da shi, da addu’a.',
          'Ku dawo gobe: an ajiye wurinku a cikin shirin, kuma kundinku yana zama na sirri sai dai idan kun zaɓi ku raba wani rubutu.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Ku tabbatar da halarta a taro kuma ku sami tunatarwa',
        summary: 'Ku sanar da masu shirya taro cewa za ku zo, kuma kada ku taɓa rasa farkonsa.',
        steps: [
          'Ku buɗe Taruka a ƙarƙashin Haɗuwa don ganin abin da ke tafe a ikilisiyarku da ƙungiyoyinku, tare da wuri da reshen kowanne.',
          'Ku buɗe taro kuma ku tabbatar da halarta don masu shiryawa su san mutane nawa za su sa rai.',
          'Tunatarwa tana zuwa kafin taron ta hanyoyin da kuka zaɓa a Saitunan sanarwa: a cikin manhajar, ta imel ko a matsayin sanarwar turawa.',
          'Idan shirinku ya canja, ku sabunta tabbacinku don ƙidayar halarta ta kasance daidai.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Ku shiga al’umma kuma ku yi hira da ƙungiyarku',
        summary: 'Ku nemo ƙaramar ƙungiyarku ko hidimarku kuma ku ci gaba da hulɗa tsakanin taruka.',
        steps: [
          'Ku buɗe Al’ummomi a ƙarƙashin Haɗuwa kuma ku nemo ƙungiyoyi da hidimomin ikilisiyarku.',
          'Ku shiga waɗanda kuke ciki. Daga nan sanarwarsu, dandalinsu da tarukansu za su bayyana a gare ku.',
          'Ku shiga a dama da ku a dandali, waɗanda shugabanninku ke sa ido a kansu, ko ku buɗe hirar ƙungiyarku don tattaunawa cikin sauri.',
          'Ku yi amfani da Saƙonni don hira tsakanin mutum biyu, da Lambobin sadarwa don ajiye mutanen da kuka sani kusa da ku.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Ku nemo damar aikin sa-kai kuma ku yi gwajin baye-baye',
        summary: 'Ku gano baye-bayen da Allah ya ba ku kuma ku nemo wurin hidima da ya dace.',
        steps: [
          'Ku yi gwajin baye-bayen ruhaniya: na asali yana da tambayoyi {basicQuestions} kuma kyauta ne; cikakke yana da tambayoyi {comprehensiveQuestions} kuma yana zuwa da {servantPlan} zuwa sama.',
          'Ku buɗe Cibiyar Hidima a ƙarƙashin Hidima. Ana fara ba ku shawarar damammakin da suka dace da ƙwarewarku da baye-bayenku.',
          'Ku buɗe dama don ganin ƙungiyar, abin da aikin ya ƙunsa da guraben da ke buɗe, sa’an nan ku nemi shiga.',
          'Ku bi buƙatarku a ƙarƙashin Buƙatuna. Da zarar kun shiga ƙungiya, jadawalinku da tunatarwarku za su bayyana a Cibiyar Hidima, kuma lambobin yabo za su girmama hidimarku.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Ku gayyaci ma’aikata kuma ku gudanar da membobi',
        summary: 'Ga masu gudanar da ikilisiya: ku kawo ƙungiyarku kuma ku riƙa sabunta jerin membobinku.',
        steps: [
          'Ku buɗe Gudanar da Ikilisiya a sandar gefe. Yana bayyana ne da zarar asusun ikilisiyarku ya ba ku damar mai gudanarwa.',
          'A gudanar da ma’aikata, ku gayyaci mutum ta imel kuma ku zaɓi matsayinsa: mai gudanarwa, shugaba ko mai sa ido.',
          'Yana karɓar gayyata kuma yana amincewa da ita ta hanyar shiga ko buɗe asusu; ana sanar da ku idan ya shigo.',
          'Ku yi amfani da Gudanar da Mutane don ganin membobinku, sabunta bayanansu da tsara su cikin ƙungiyoyi da hidimomi.',
          'Ku aika labaran dukan ikilisiya daga Cibiyar Sadarwa don kowa ya ji su a wuri ɗaya.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Ku yi amfani da kyandirorin AI kuma ku sayi fakitin ƙari',
        summary: 'Ku kashe kyandirori a kan kayan aikin nazari da wa’azi na AI, kuma ku ƙara idan kuna buƙatar ƙari.',
        steps: [
          'Ku buɗe Kyandirori a ƙarƙashin Asusu don ganin ma’auninku da kuɗin kowane fasalin AI.',
          'Ku yi amfani da fasalin AI, kamar jagorar nazari ko shirya wa’azi; ana cire kyandirorin da ya ci daga ma’auninku.',
          'Ana sabunta kyandirorin tsarinku kowane wata. Idan kuna buƙatar ƙari kafin lokacin, ku sayi fakitin ƙari: S mai kyandirori {smallPackCandles}, M mai {mediumPackCandles} ko L mai {largePackCandles}.',
          'Ana nuna farashin da kuɗin ƙasarku kafin ku biya, kuma kyandirorin fakitin ƙari ba sa taɓa ƙarewa.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Ku canja jigo, girman rubutu da sanarwa',
        summary: 'Ku sa Koinonia ta zama mai daɗin karatu kuma ku yanke shawarar abin da zai iso gare ku.',
        steps: [
          'Ku buɗe Saituna kuma, a ƙarƙashin Kamanni, ku zaɓi jigo mai Haske, mai Duhu ko na Kai-tsaye. Na Kai-tsaye yana bin na’urarku. Maɓallin da ke saman shafi ma yana canjawa da sauri.',
          'Ku zaɓi girman rubutu Ƙarami, Matsakaici ko Babba. Ana ajiye zaɓinku a asusunku.',
          'Ku buɗe Saitunan sanarwa kuma ku zaɓa, ga kowane irin sanarwa, ko ta bayyana a cikin manhajar, ta zo ta imel ko a tura ta zuwa na’urarku.',
          'Ku maƙala shafukan da kuka fi so har guda {maxPinned} a sandar gefe don su kasance a sama.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Ku fitar da bayananku ko ku goge su',
        summary: 'Ku ga abin da Koinonia ke riƙe da shi game da ku, ku ɗauki kwafi ko ku goge asusunku.',
        steps: [
          'Don neman kwafin bayananku ko goge asusunku, ku aika buƙatar taimako (ku zaɓi “Tambayoyi na gama-gari”) ko ku rubuta zuwa {privacyEmail}.',
          'Don gyara sunanku, sunan mai amfani ko hotonku, ku buɗe Bayanan martaba daga menu na hotonku.',
          'Idan kuka goge asusunku, ana goge bayananku cikin kwanaki {deletionDays}, sai dai bayanan bayarwa da doka ta wajabta wa ikilisiyarku ta ajiye.',
          'Ku rubuta daga adireshin imel na asusunku, don mu san cewa buƙatar taku ce; muna amsawa cikin ranar aiki ɗaya.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Har yanzu kuna buƙatar taimako?',
    body: 'Ƙungiyar taimakonmu tana karanta kowane saƙo kuma tana amsawa cikin ranar aiki ɗaya. Ku gaya mana abin da kuke ƙoƙarin yi da abin da ya faru.',
  },
};

export default copy;
