import type { EngagementTranslations } from './en';

/** Hindi (हिन्दी): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'समुदाय',
  'engagement.emptyBody': 'यहाँ दिखने के लिए किसी योजना का एक दिन पढ़ें, अपने जर्नल में लिखें या प्रार्थना निवेदन साझा करें।',
  'engagement.emptyTitle': 'अभी कोई अंक नहीं',
  'engagement.hiddenNow': 'अब आप सहभागिता बोर्ड पर नहीं दिखेंगे।',
  'engagement.howTitle': 'अंक कैसे मिलते हैं',
  'engagement.intro': 'अपनी कलीसिया के जीवन में भाग लेने पर अंक: पठन, प्रार्थना, जर्नल लेखन और बहुत कुछ।',
  'engagement.kind.eventAttended': 'किसी कार्यक्रम में उपस्थिति दर्ज होना',
  'engagement.kind.journalEntry': 'जर्नल की प्रविष्टि सहेजना',
  'engagement.kind.prayed': 'किसी के निवेदन के लिए प्रार्थना करना',
  'engagement.kind.prayerShared': 'प्रार्थना निवेदन साझा करना (गुमनाम निवेदनों पर अंक नहीं मिलते)',
  'engagement.kind.readingDay': 'पठन योजना का एक दिन पढ़ना',
  'engagement.listLabel': 'अंकों के अनुसार सदस्य',
  'engagement.loading': 'सहभागिता बोर्ड लोड हो रहा है',
  'engagement.once':
    'हर काम एक ही बार गिना जाता है: किसी दिन को दोबारा पढ़ने या किसी प्रविष्टि को दोबारा सहेजने पर और अंक नहीं मिलते।',
  'engagement.optOut': 'मुझे सहभागिता बोर्ड से छिपाएँ',
  'engagement.optOutHint':
    'कोई भी आपको किसी बोर्ड पर नहीं देखता, न आपकी कलीसिया के बोर्ड पर, न आपके समुदायों के बोर्ड पर। आप अपने अंक अब भी देख सकते हैं।',
  'engagement.period.all': 'शुरुआत से अब तक',
  'engagement.period.allHint': 'आपकी कलीसिया में अर्जित सभी अंक।',
  'engagement.period.label': 'अवधि',
  'engagement.period.month': 'इस महीने',
  'engagement.period.monthHint': 'पिछले 30 दिनों के अंक।',
  'engagement.period.week': 'इस सप्ताह',
  'engagement.period.weekHint': 'पिछले 7 दिनों के अंक।',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} अंक',
  'engagement.rank': 'स्थान {rank}',
  'engagement.shownNow': 'अब आप फिर से सहभागिता बोर्ड पर दिखेंगे।',
  'engagement.standing': 'आपका स्थान {rank} है और आपके {points} अंक हैं।',
  'engagement.standingHidden': 'आप बोर्ड से छिपे हुए हैं। इस अवधि में आपके {points} अंक हैं।',
  'engagement.standingNone': 'इस अवधि में अभी आपके कोई अंक नहीं हैं।',
  'engagement.title': 'सहभागिता बोर्ड',
  'engagement.wholeChurch': 'आपकी पूरी कलीसिया',
  'engagement.you': 'आप',
  'engagement.yourStanding': 'आपका स्थान',
};

export default dictionary;
