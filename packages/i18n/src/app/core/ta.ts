import type { CoreTranslations } from './en';

/** Tamil (தமிழ்): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'உள்நுழைக',
  'nav.getStarted': 'இலவசமாகத் தொடங்குங்கள்',
  'nav.features': 'அம்சங்கள்',
  'nav.company': 'நிறுவனம்',
  'nav.legal': 'சட்டத் தகவல்',
  'nav.scheduleDemo': 'டெமோவைத் திட்டமிடுங்கள்',
  'nav.viewFeatures': 'அம்சங்களைப் பார்க்க',
  'nav.purchaseCandles': 'மெழுகுவர்த்திகளை வாங்குங்கள்',
  'nav.backToHome': 'முகப்புக்குத் திரும்புக',
  'app.welcome': 'Koinonia-க்கு வரவேற்கிறோம்',
  'app.loading': 'ஏற்றுகிறது…',
  'section.loadFailed': 'இந்தப் பகுதியை ஏற்ற முடியவில்லை',
  'section.retry': 'மீண்டும் முயல்க',
  'access.deniedTitle': 'இந்தப் பக்கத்தை அணுக உங்களுக்கு அனுமதி இல்லை',
  'access.deniedBody':
    'இந்தப் பக்கத்துக்கு {access} அணுகல் தேவை. இது உங்களுக்கு இருக்க வேண்டும் என்று நினைத்தால், உங்கள் சபை நிர்வாகியிடம் கேளுங்கள்.',
  'access.deniedBodyUnnamed':
    'இந்தப் பக்கத்தை அணுக உங்களுக்கு அனுமதி இருக்க வேண்டும் என்று நினைத்தால், உங்கள் சபை நிர்வாகியிடம் கேளுங்கள்.',
  'access.backToDashboard': 'கட்டுப்பாட்டுப் பலகைக்குத் திரும்புக',
  'access.level.group_admin': 'குழு நிர்வாகம்',
  'access.level.ministry_admin': 'ஊழிய நிர்வாகம்',
  'access.level.church_admin': 'சபை நிர்வாகம்',
  'access.level.volunteer_management': 'தன்னார்வலர் மேலாண்மை',
  'access.level.staff': 'சபைப் பணியாளர்கள்',
  'role.member': 'உறுப்பினர்',
  'role.leader': 'தலைவர்',
  'role.group_admin': 'குழு நிர்வாகி',
  'role.ministry_admin': 'ஊழிய நிர்வாகி',
  'role.pastor': 'போதகர்',
  'role.lead_pastor': 'தலைமைப் போதகர்',
  'role.church_admin': 'சபை நிர்வாகி',
  'role.admin': 'நிர்வாகி',
  'role.system_admin': 'அமைப்பு நிர்வாகி',
  'role.super_admin': 'உயர் நிர்வாகி',
  'role.platform_admin': 'தள நிர்வாகி',
  'role.regional_admin': 'பிராந்திய நிர்வாகி',
  'role.koinonia_owner': 'Koinonia உரிமையாளர்',
  'role.koinonia_support': 'Koinonia உதவி',
  'common.cancel': 'ரத்துசெய்',
  'common.loadMore': 'மேலும் ஏற்று',
  'common.loading': 'ஏற்றுகிறது…',
  'common.retry': 'மீண்டும் முயல்க',
};

export default dictionary;
