import type { EngagementTranslations } from './en';

/** Malayalam (മലയാളം): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'കമ്മ്യൂണിറ്റി',
  'engagement.emptyBody':
    'ഇവിടെ കാണപ്പെടാൻ ഒരു പദ്ധതിയിലെ ഒരു ദിവസം വായിക്കുക, നിങ്ങളുടെ ജേണലിൽ എഴുതുക, അല്ലെങ്കിൽ ഒരു പ്രാർത്ഥനാ അപേക്ഷ പങ്കിടുക.',
  'engagement.emptyTitle': 'ഇതുവരെ പോയിന്റുകളില്ല',
  'engagement.hiddenNow': 'നിങ്ങൾ ഇപ്പോൾ പങ്കാളിത്ത ബോർഡിൽ മറഞ്ഞിരിക്കുന്നു.',
  'engagement.howTitle': 'പോയിന്റുകൾ എങ്ങനെ നേടാം',
  'engagement.intro': 'നിങ്ങളുടെ സഭയുടെ ജീവിതത്തിൽ പങ്കുചേരുന്നതിനുള്ള പോയിന്റുകൾ: വായന, പ്രാർത്ഥന, ജേണലിംഗ് എന്നിവയും മറ്റും.',
  'engagement.kind.eventAttended': 'ഒരു പരിപാടിയിൽ ഹാജർ രേഖപ്പെടുത്തൽ',
  'engagement.kind.journalEntry': 'ഒരു ജേണൽ കുറിപ്പ് സേവ് ചെയ്യൽ',
  'engagement.kind.prayed': 'മറ്റൊരാളുടെ അപേക്ഷയ്ക്കായി പ്രാർത്ഥിക്കൽ',
  'engagement.kind.prayerShared': 'ഒരു പ്രാർത്ഥനാ അപേക്ഷ പങ്കിടൽ (പേരില്ലാതെ പങ്കിട്ടവയ്ക്ക് പോയിന്റില്ല)',
  'engagement.kind.readingDay': 'ഒരു വായനാ പദ്ധതിയിലെ ഒരു ദിവസം വായിക്കൽ',
  'engagement.listLabel': 'പോയിന്റ് അനുസരിച്ച് അംഗങ്ങൾ',
  'engagement.loading': 'പങ്കാളിത്ത ബോർഡ് ലോഡ് ചെയ്യുന്നു',
  'engagement.once':
    'ഓരോന്നും ഒരിക്കൽ മാത്രമേ കണക്കാക്കൂ: ഒരു ദിവസം വീണ്ടും വായിച്ചാലോ ഒരു കുറിപ്പ് വീണ്ടും സേവ് ചെയ്താലോ കൂടുതൽ പോയിന്റ് ലഭിക്കില്ല.',
  'engagement.optOut': 'പങ്കാളിത്ത ബോർഡിൽ നിന്ന് എന്നെ മറയ്ക്കുക',
  'engagement.optOutHint':
    'നിങ്ങളുടെ സഭയുടേതോ കമ്മ്യൂണിറ്റികളുടേതോ ആയ ഒരു ബോർഡിലും ആരും നിങ്ങളെ കാണില്ല. നിങ്ങളുടെ സ്വന്തം പോയിന്റുകൾ നിങ്ങൾക്ക് തുടർന്നും കാണാം.',
  'engagement.period.all': 'എക്കാലവും',
  'engagement.period.allHint': 'നിങ്ങളുടെ സഭയിൽ നേടിയ എല്ലാ പോയിന്റുകളും.',
  'engagement.period.label': 'കാലയളവ്',
  'engagement.period.month': 'ഈ മാസം',
  'engagement.period.monthHint': 'കഴിഞ്ഞ 30 ദിവസത്തെ പോയിന്റുകൾ.',
  'engagement.period.week': 'ഈ ആഴ്ച',
  'engagement.period.weekHint': 'കഴിഞ്ഞ 7 ദിവസത്തെ പോയിന്റുകൾ.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} പോയിന്റ്',
  'engagement.rank': 'സ്ഥാനം {rank}',
  'engagement.shownNow': 'നിങ്ങളെ വീണ്ടും പങ്കാളിത്ത ബോർഡിൽ കാണാം.',
  'engagement.standing': '{points} പോയിന്റുമായി നിങ്ങൾ {rank}-ാം സ്ഥാനത്താണ്.',
  'engagement.standingHidden': 'നിങ്ങൾ ബോർഡിൽ മറഞ്ഞിരിക്കുന്നു. ഈ കാലയളവിൽ നിങ്ങൾക്ക് {points} പോയിന്റുണ്ട്.',
  'engagement.standingNone': 'ഈ കാലയളവിൽ നിങ്ങൾക്ക് ഇതുവരെ പോയിന്റുകളില്ല.',
  'engagement.title': 'പങ്കാളിത്ത ബോർഡ്',
  'engagement.wholeChurch': 'നിങ്ങളുടെ മുഴുവൻ സഭയും',
  'engagement.you': 'നിങ്ങൾ',
  'engagement.yourStanding': 'നിങ്ങളുടെ സ്ഥാനം',
};

export default dictionary;
