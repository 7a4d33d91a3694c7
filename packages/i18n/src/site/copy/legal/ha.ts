import type { LegalCopy } from './en';

/** Hausa copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'An sabunta na ƙarshe: {date}',
  contents: 'Abubuwan da ke ciki',
  privacyPolicy: {
    meta: {
      title: 'Manufar sirri — Koinonia',
      description:
        'Abin da Koinonia ke tattarawa da dalili, wanda zai iya gani, tsawon lokacin ajiya da haƙƙoƙinku. Babu bin sawu don talla, babu nazarin wasu kamfanoni, babu sayar da bayanai.',
    },
    title: 'Manufar sirri',
    intro:
      'Koinonia wuri ne na addu’a, Maganar Allah da zumunci, kuma wannan yana buƙatar amana. Wannan manufa tana bayyana a sauƙaƙe abin da muke tattarawa, abin da muke yi da shi da abin da ba za mu taɓa yi ba: ba ma nuna talla, ba ma amfani da nazarin bayanai na wasu kamfanoni kuma ba za mu taɓa sayar da bayananku ba.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Su wane ne mu',
        paragraphs: [
          'Koinonia ce ke da alhakin bayanan sirri da aka bayyana a nan. Adireshinmu na gidan waya shi ne Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Ƙasar Amurka. Don kowace tambaya game da sirri, ku rubuta zuwa {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Abin da muke tattarawa',
        paragraphs: [
          'Asusunku: sunanku, adireshin imel, sunan mai amfani da kalmar sirri. Muna ajiye kalmar sirri ne kawai a matsayin hash na Argon2id, ba kalmar sirrin kanta ba. Kuna iya ƙara hoton bayanan martaba.',
          'Saitunanku: harshen da kuka fi so, jigo, girman rubutu, ƙasa, saitunan sanarwa da duba-lafiyarku na kowane mako. Idan kuka karɓi saitunan da aka ba da shawara a ziyararku ta farko, muna ajiye harshe, ƙasa da yankin lokaci da kuka zaɓa.',
          'Abin da kuke ƙirƙira: roƙon addu’a, rubuce-rubucen kundin tunani, saƙonni, taruka da tabbacin halarta, da bayanan bayarwarku idan ikilisiyarku tana amfani da bayarwa ta intanet.',
          'Saƙonnin da kuke aiko mana ta fom ɗin tuntuɓa, na manyan ƙungiyoyi da na taimako: sunanku, adireshin imel, saƙo, rukuni, ƙungiya da harshe.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Yadda muke amfani da su',
        paragraphs: [
          'Muna amfani da bayananku don gudanar da Koinonia a gare ku: don shigar da ku, nuna abubuwanku ga mutanen da kuka zaɓa, ajiye saitunanku da amsa saƙonninku.',
          'Muna aiko muku da imel ne kawai don dawo da asusu, tabbatar da imel, mahaɗan shiga, tabbacin saƙonnin da kuka aiko mana da sanarwar da kuka kunna a saitunan sanarwa.',
          'Idan kuka yi amfani da fasalin AI, ana sarrafa rubutun da kuka aika don samar da amsarku. Ba a taɓa amfani da shi don talla ba.',
          'Mai ba mu sabis na biyan kuɗi ne ke kula da biyan kuɗi. Koinonia ba ta taɓa gani ko ajiye cikakkiyar lambar katinku ba.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Wanda zai iya ganin abin da kuke rabawa',
        paragraphs: [
          'Ana nuna abin da kuke ƙirƙira bisa ga ganin da kuka zaɓa. Roƙon addu’a na fili yana bayyana a bangon addu’ar ikilisiyarku, na sirri yana zama a wurinku da da’irar addu’ar da kuka zaɓa, marar suna kuma ana nuna shi ba tare da sunanku ba.',
          'Masu gudanar da ikilisiya da ƙungiya suna ganin membobi da abubuwan da ke cikin al’ummominsu. Mai bayarwa da masu kula da kuɗin ikilisiyarsa kaɗai ke ganin bayanan bayarwa.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Abin da ba za mu taɓa yi ba',
        paragraphs: [
          'Ba ma sayar da bayananku, ba ma raba su don talla, kuma ba ma bin sawunku a wasu shafukan yanar gizo. Ba ma amfani da nazarin bayanai na wasu kamfanoni.',
          'Muna miƙa bayanai ga wasu ne kawai inda wannan manufa ta faɗa, kamar bayanan biyan kuɗi ga mai ba mu sabis na biyan kuɗi, ko inda doka ta wajabta mana.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Kukis da ajiyar cikin na’ura',
        paragraphs: [
          'Koinonia tana sa kukis ɗaya tak: kukis na shiga wanda ke ɗauke da lambar zama ta bazuwar. Rubutun shirye-shirye a shafin ba za su iya karanta shi ba, kuma yana ƙarewa idan kuka fita ko bayan wani lokaci ba a yi amfani ba. Ba ma sa kukis na talla ko na nazari.',
          'Ajiyar cikin mai bincikenku tana riƙe jigonku, harshenku, tsarin sandar gefe da lokacin da aka nuna saƙon maraba na ƙarshe, don shafin ya kasance kamar yadda kuka bar shi. Wannan yana zama a kan na’urarku.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Yadda muke gano ƙasarku',
        paragraphs: [
          'Don ba da shawarar harshe da nuna farashi da kuɗin ƙasarku, muna duba ƙasarku daga adireshin IP ɗinku a cikin rumbun bayanai da ke kan sabobinmu. Ba a aika adireshinku ga kowa ba, kuma binciken ba ya ajiye shi.',
          'Wannan samfuri ya ƙunshi bayanan GeoLite2 da MaxMind ta ƙirƙira, waɗanda ake samu a {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Tsawon lokacin da muke ajiye su',
        paragraphs: [
          'Muna ajiye bayanan asusunku muddin kuna da asusu. Idan kuka goge asusunku, ana goge bayanansa cikin kwanaki {deletionDays}, sai dai bayanan bayarwa da doka ta wajabta wa ikilisiyarku ta ajiye.',
          'Ana ajiye saƙonnin tuntuɓa, na manyan ƙungiyoyi da na taimako har watanni {messageRetentionMonths} don mu amsa su kuma mu bi sawu, sa’an nan a goge su. Idan kuka aika saƙo, ana amfani da adireshin IP ɗinku ne kawai don ƙidaya ta ɗan lokaci da ke hana ambaliyar saƙonni; tana ƙarewa cikin awa ɗaya kuma ba a taɓa ajiye ta tare da saƙonku ba.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Haƙƙoƙinku',
        paragraphs: [
          'Kuna iya gani, fitarwa, gyara da goge bayananku. Bayanan martabarku da zaɓuɓɓukanku suna cikin Saituna da kuma shafin bayanan martabarku; don kwafin komai ko goge asusunku, ku aika buƙatar taimako ko ku rubuta zuwa {privacyEmail}, za mu amsa da wuri.',
          'Kuna kuma iya ƙin yadda muke amfani da bayananku ko ku kai ƙara ga hukumar kare bayanai a inda kuke zaune.',
        ],
      },
      {
        id: 'children',
        heading: 'Yara',
        paragraphs: [
          'Dole ne shekarunku su kai aƙalla {minimumAge} kafin ku buɗe asusun kanku. ’Yan ikilisiya ƙanana za su iya shiga ne kawai ta hanyar ikilisiyarsu, tare da izinin mahaifi ko mai kula da su.',
          'Idan kun yi imani cewa yaron da bai kai shekara {minimumAge} ba yana da asusu ba tare da wannan izini ba, ku rubuta zuwa {privacyEmail} za mu cire shi.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Canje-canje da tuntuɓa',
        paragraphs: [
          'Idan muka canja wannan manufa, za mu sabunta kwanan watan da ke sama kuma, don muhimman canje-canje, za mu sanar da ku a cikin manhajar ko ta imel kafin su fara aiki.',
          'Tambayoyi game da sirrinku ana maraba da su a kowane lokaci a {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Sharuɗɗan amfani — Koinonia',
      description:
        'Sharuɗɗan amfani da Koinonia: asusunku, amfani cikin ladabi, mallakar abubuwanku, tsare-tsare, biyan kuɗi da kyandirorin AI, masu gudanar da ikilisiya da haƙƙoƙinku.',
    },
    title: 'Sharuɗɗan amfani',
    intro:
      'Waɗannan sharuɗɗa yarjejeniya ce tsakaninku da Koinonia lokacin da kuke amfani da manhajarmu da shafinmu. Mun sa su gajeru kuma a sauƙaƙe. Ta buɗe asusu ko amfani da Koinonia, kun amince da su.',
    sections: [
      {
        id: 'accounts',
        heading: 'Asusunku',
        paragraphs: [
          'Dole ne shekarunku su kai aƙalla {minimumAge} kafin ku buɗe asusu. ’Yan ikilisiya ƙanana za su iya shiga ne kawai ta hanyar ikilisiyarsu, tare da izinin mahaifi ko mai kula da su.',
          'Ku ba da bayanai na gaskiya, ku riƙe kalmar sirrinku a wurinku, kuma ku sanar da mu a {supportEmail} idan kuna tsammanin wani ya yi amfani da asusunku. Ku ne ke da alhakin abin da ke faruwa a ƙarƙashin asusunku.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Amfani da Koinonia cikin kulawa',
        paragraphs: [
          'An gina Koinonia don zumunci. Ku girmama wasu: babu tsangwama, barazana, ƙiyayya ko cin zali, babu saƙonnin banza ko tallan da ba a so, kuma babu wani abu da ya saɓa wa doka.',
          'Ku girmama sirrin addu’a. Kada ku kwafa, ku tura ko ku bayyana roƙo na sirri ko marar suna, ko duk wani abin da aka raba a da’irar addu’a ko ƙungiya, a wajen wurin da aka raba shi.',
          'Kada ku yi ƙoƙarin kutsa kai cikin asusu, kawo cikas ga sabis ko tattara bayanan wasu membobi.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Abubuwanku',
        paragraphs: [
          'Ku ne ma’abutan abin da kuke wallafawa: addu’o’i, rubuce-rubucen kundin tunani, saƙonni, taruka da kafofin watsa labarai. Kuna ba Koinonia izinin da ake buƙata kawai don ajiye su da nuna su ga mutanen da kuka zaɓa, kuma wannan izini yana ƙarewa idan kuka goge su.',
          'Ku wallafa abin da kuke da haƙƙin rabawa kawai, har da hotunan wasu mutane.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Masu gudanar da ikilisiya',
        paragraphs: [
          'Idan kuna gudanar da ikilisiya, hidima ko ƙungiya a Koinonia, kuna aiki ne a madadin wannan al’umma. Ku gayyaci mutanen da ke cikinta kaɗai, ku ba da matsayin ma’aikata cikin hikima, kuma ku yi amfani da bayanan membobi don rayuwar ikilisiya kaɗai.',
          'Ku sa ido a dandali da hirarrakinku cikin adalci, ku ajiye bayanan bayarwa kamar yadda doka ta buƙata, kuma ku tabbata kuna da izinin mahaifi ko mai kula ga duk memban da bai kai shekara {minimumAge} ba.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Tsare-tsare, biyan kuɗi da kyandirorin AI',
        paragraphs: [
          'Tsarin {disciplePlan} kyauta ne. Ana karɓar kuɗin tsare-tsaren biya a gaba kowane wata ko kowace shekara, kuma tsarin shekara yana daidai da kuɗin watanni {monthsCharged}. Ana nuna farashi kafin ku biya, da kuɗin ƙasarku inda muka iya, har da duk wani haraji.',
          'Biyan kuɗin shiga yana sabuntawa a ƙarshen kowane lokaci har sai kun soke. Kuna iya soke a kowane lokaci; tsarinku yana nan har ƙarshen lokacin da kuka biya. Inda doka ta ba ku haƙƙin mayar da kuɗi, muna girmama shi.',
          'Kyandirorin AI kiredit ne na fasalolin AI. Ana sabunta kyandirorin tsarinku kowane wata; kyandirorin fakitin ƙari ba sa ƙarewa. Kyandirori ba su da darajar kuɗi kuma ba za a iya musanya su da kuɗi ba.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Fasalolin AI',
        paragraphs: [
          'Jagororin nazari na AI, shirya wa’azi, Littafi Mai Tsarki na sauti na AI da bidiyon AI za su iya taimaka muku wajen nazari da shiri, amma suna iya yin kuskure. Ku gwada abin da suke samarwa da Maganar Allah da shawarar ikilisiyarku, kuma ku ɗauki alhakin abin da kuke wallafawa.',
          'Ana sarrafa rubutun da kuka aika don ba ku amsa kuma ba a taɓa amfani da shi don talla ba. Kada ku aika bayanan sirri na wasu mutane.',
        ],
      },
      {
        id: 'availability',
        heading: 'Samuwa',
        paragraphs: [
          'Muna ƙoƙarin sa Koinonia ta kasance a buɗe dare da rana, amma ba za mu iya yin alkawarin cewa ba za a taɓa samun katsewa ba, misali lokacin gyara. Fasaloli na iya canjawa yayin da samfurin ke girma; idan muka cire wani abu da kuke biya, za mu sanar da ku tukuna.',
          'Koinonia ba sabis na gaggawa ba ce kuma ba madadin kulawar fasto ko taimakon ƙwararru ba ce. Idan wani yana cikin haɗari, ku tuntuɓi sabis na gaggawa na yankinku.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Rufe asusunku',
        paragraphs: [
          'Kuna iya sa a goge asusunku a kowane lokaci: ku aika buƙatar taimako ko ku rubuta zuwa {supportEmail}.',
          'Za mu iya dakatarwa ko rufe asusun da ya karya waɗannan sharuɗɗa da tsanani ko akai-akai. Sai dai idan lamarin na gaggawa ne ko doka ta hana, za mu gaya muku dalili kuma mu ba ku damar amsawa.',
        ],
      },
      {
        id: 'liability',
        heading: 'Alhakinmu',
        paragraphs: [
          'Muna samar da Koinonia cikin kulawa amma kamar yadda take. Gwargwadon yadda doka ta yarda, ba mu da alhakin asarar da ba ta kai tsaye ba, kuma jimillar alhakinmu a gare ku ya tsaya ne a kan abin da kuka biya mu a watanni goma sha biyu kafin ƙarar.',
          'Babu wani abu a cikin waɗannan sharuɗɗa da ke kawar da haƙƙoƙin da dokar kare masu saye ta ƙasarku ta ba ku.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Dokar da ke aiki',
        paragraphs: [
          'Dokokin Jihar Tennessee ta Ƙasar Amurka ne ke tafiyar da waɗannan sharuɗɗa. Idan ba a iya sasanta saɓani ta hanyar tattaunawa da mu tukuna ba, kotunan Tennessee ne za su saurare shi, sai dai idan dokar yankinku ta ba ku haƙƙin zuwa kotunan ƙasarku.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Canje-canje da tuntuɓa',
        paragraphs: [
          'Idan muka canja waɗannan sharuɗɗa, za mu sabunta kwanan watan da ke sama kuma mu sanar da ku muhimman canje-canje kafin su fara aiki. Idan ba ku yarda ba, kuna iya daina amfani da Koinonia kuma ku goge asusunku.',
          'Ana maraba da tambayoyi game da waɗannan sharuɗɗa a {supportEmail}, ko ta gidan waya zuwa Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Ƙasar Amurka.',
        ],
      },
    ],
  },
};

export default copy;
