import type { FormsCopy } from './en';

/** Amharic copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'መልዕክትዎ ደርሶናል',
    greeting: 'ሰላም {name}፣',
    received: {
      contact: 'ለKoinonia ስለጻፉልን እናመሰግናለን። መልዕክትዎ ደርሶናል፤ በሁለት የሥራ ቀናት ውስጥም እንመልስልዎታለን።',
      enterprise:
        'Koinoniaን ለቤተ ክርስቲያንዎ ስለፈለጉ እናመሰግናለን። ውይይት ወይም ማሳያ ለማዘጋጀት ከቡድናችን አንድ ሰው በአንድ የሥራ ቀን ውስጥ ያገኝዎታል።',
      support: 'የKoinonia ድጋፍን ስላገኙ እናመሰግናለን። ጥያቄዎ ደርሶናል፤ በአንድ የሥራ ቀን ውስጥም እንመልስልዎታለን።',
    },
    copyHeading: 'የእርስዎ መልዕክት',
    ignore: 'ይህን መልዕክት ያልላኩት እርስዎ ከሆኑ ይህን ኢሜይል ችላ ማለት ይችላሉ።',
    signature: 'የKoinonia ቡድን',
  },
  fields: {
    name: 'ስምዎ',
    email: 'የኢሜይል አድራሻ',
    message: 'መልዕክት',
    organization: 'ቤተ ክርስቲያን ወይም ድርጅት',
    congregationSize: 'የጉባኤው መጠን',
    category: 'በምን ልንረዳዎ እንችላለን?',
    optional: '(አማራጭ)',
  },
  congregationSizes: {
    under100: 'ከ100 በታች',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 ወይም ከዚያ በላይ',
  },
  categories: {
    support: 'ድጋፍ ወይም የቴክኒክ እገዛ',
    partnerships: 'የቤተ ክርስቲያን አጋርነትና ማሳያዎች',
    general: 'አጠቃላይ ጥያቄዎች',
  },
  categoryHints: {
    support: 'መግባት፣ ዕቅድዎ ወይም ሻማዎችዎ፣ ወይም የማይሠራ ባህሪ።',
    partnerships: 'Koinoniaን ወደ ቤተ ክርስቲያንዎ ማምጣት ወይም ማሳያ ማስያዝ።',
    general: 'ጥያቄዎች፣ ሐሳቦች ወይም አስተያየቶች።',
  },
  hints: {
    characters: '{count} / {max} ቁምፊዎች',
  },
  errors: {
    summary: 'እባክዎ ምልክት የተደረገባቸውን መስኮች ያስተካክሉ።',
    nameRequired: 'እባክዎ ስምዎን ያስገቡ።',
    nameTooLong: 'ስምዎ ከ{max} ቁምፊዎች መብለጥ አይችልም።',
    emailRequired: 'እባክዎ የኢሜይል አድራሻዎን ያስገቡ።',
    emailInvalid: 'እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ፤ ለምሳሌ name@example.com።',
    emailTooLong: 'የኢሜይል አድራሻዎ ከ{max} ቁምፊዎች መብለጥ አይችልም።',
    messageTooShort: 'መልዕክትዎ ቢያንስ {min} ቁምፊዎች ሊኖሩት ይገባል።',
    messageTooLong: 'መልዕክትዎ ከ{max} ቁምፊዎች መብለጥ አይችልም።',
    organizationRequired: 'እባክዎ የቤተ ክርስቲያንዎን ወይም የድርጅትዎን ስም ያስገቡ።',
    organizationTooLong: 'የቤተ ክርስቲያንዎ ወይም የድርጅትዎ ስም ከ{max} ቁምፊዎች መብለጥ አይችልም።',
    sizeRequired: 'እባክዎ የጉባኤዎን መጠን ይምረጡ።',
    categoryRequired: 'እባክዎ በምን ልንረዳዎ እንደምንችል ይምረጡ።',
    rateLimited: 'በአጭር ጊዜ ውስጥ ብዙ መልዕክቶችን ልከዋል። እባክዎ ከ{minutes} ደቂቃዎች በኋላ እንደገና ይሞክሩ።',
    network: 'Koinoniaን ማግኘት አልቻልንም። ግንኙነትዎን ያረጋግጡ፤ መልዕክትዎ አሁንም እዚህ አለ።',
    server: 'በእኛ በኩል የሆነ ችግር ተፈጥሯል። መልዕክትዎ አሁንም እዚህ አለ፤ እባክዎ እንደገና ይሞክሩ።',
  },
  states: {
    send: 'ይላኩ',
    sending: 'በመላክ ላይ…',
    sentTitle: 'እናመሰግናለን፤ መልዕክትዎ ተልኳል',
    sentBody: 'የማረጋገጫ ኢሜይል ወደ {email} ልከናል። በቅርቡ ካልደረሰ የአይፈለጌ መልዕክት (spam) ማህደርዎን ይመልከቱ።',
    sendAnother: 'ሌላ መልዕክት ይላኩ',
  },
  contact: {
    meta: {
      title: 'ለKoinonia ቡድን መልዕክት ይላኩ',
      description:
        'ስለ መተግበሪያው ጥያቄ፣ ሐሳብ ወይም አስተያየት ካለዎት ለKoinonia ቡድን ይጻፉ። እያንዳንዱን መልዕክት እናነባለን፤ በሁለት የሥራ ቀናት ውስጥም በኢሜይል እንመልሳለን።',
    },
    hero: {
      eyebrow: 'አድራሻ',
      title: 'መልዕክት ይላኩልን',
      subtitle: 'በልብዎ ያለውን ይንገሩን። በሁለት የሥራ ቀናት ውስጥ በኢሜይል እንመልሳለን።',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia ለቤተ ክርስቲያንዎ፦ ቡድናችንን ያነጋግሩ',
      description:
        'Koinoniaን ወደ ትልቅ ጉባኤ፣ ወደ በርካታ ቅርንጫፎች ወይም ወደ አብያተ ክርስቲያናት ኔትወርክ ያምጡ። ስለ ቤተ ክርስቲያንዎ ይንገሩን፤ ውይይትና የቀጥታ ማሳያ እናዘጋጃለን።',
    },
    hero: {
      eyebrow: 'የቤተ ክርስቲያንና የትላልቅ ተቋማት ዕቅዶች',
      title: 'Koinoniaን ለቤተ ክርስቲያንዎ አብረን እናቅድ',
      subtitle: 'ስለ ጉባኤዎና ስለ አገልግሎቶችዎ ይንገሩን፤ Koinonia እንዴት ሊያገለግላቸው እንደሚችል እናሳይዎታለን።',
    },
    points: {
      title: 'ቀጥሎ የሚሆነው',
      items: [
        'ውይይት ለማዘጋጀት በአንድ የሥራ ቀን ውስጥ እንመልሳለን።',
        'Koinoniaን ለእርስዎና ለሠራተኞችዎ በቀጥታ ማሳያ እናሳያለን።',
        'ለጉባኤዎና ለቅርንጫፎችዎ የሚስማማውን ዕቅድ አብረን እንመርጣለን።',
        'ያለ ምንም ግዴታ በራስዎ ጊዜ ይወስናሉ።',
      ],
    },
  },
  support: {
    meta: {
      title: 'የKoinonia ድጋፍ፦ በመለያዎ ላይ እገዛ ያግኙ',
      description:
        'በመግባት፣ በዕቅድዎና በAI ሻማዎች፣ በቤተ ክርስቲያን ማዋቀር ወይም በማይሠራ ባህሪ ላይ እገዛ ያግኙ። የድጋፍ ቡድናችን በአንድ የሥራ ቀን ውስጥ ይመልሳል።',
    },
    hero: {
      eyebrow: 'ድጋፍ',
      title: 'እንዴት ልንረዳዎ እንችላለን?',
      subtitle: 'ምን እየሆነ እንዳለና ምን ጠብቀው እንደነበር ይንገሩን። በአንድ የሥራ ቀን ውስጥ እንመልሳለን።',
    },
    before: {
      title: 'ከመጻፍዎ በፊት',
      body: 'ከመግባት እስከ ዕቅዶች፣ ሻማዎችና ግላዊነት ድረስ ብዙ መልሶች በተደጋጋሚ ጥያቄዎቻችንና በእገዛ መመሪያዎቻችን ውስጥ አሉ።',
    },
  },
};

export default copy;
