import type { CoreTranslations } from './en';

/** Hindi (हिन्दी): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'साइन इन करें',
  'nav.getStarted': 'मुफ़्त में शुरू करें',
  'nav.features': 'सुविधाएँ',
  'nav.company': 'कंपनी',
  'nav.legal': 'कानूनी जानकारी',
  'nav.scheduleDemo': 'डेमो शेड्यूल करें',
  'nav.viewFeatures': 'सुविधाएँ देखें',
  'nav.purchaseCandles': 'मोमबत्तियाँ खरीदें',
  'nav.backToHome': 'होम पर वापस जाएँ',
  'app.welcome': 'Koinonia में आपका स्वागत है',
  'app.loading': 'लोड हो रहा है…',
  'section.loadFailed': 'यह अनुभाग लोड नहीं हो सका',
  'section.retry': 'फिर से कोशिश करें',
  'access.deniedTitle': 'आपको इस पेज तक पहुँच नहीं है',
  'access.deniedBody': 'इस पेज के लिए {access} पहुँच चाहिए। अगर आपको लगता है कि यह पहुँच आपके पास होनी चाहिए, तो अपने चर्च के एडमिनिस्ट्रेटर से पूछें।',
  'access.deniedBodyUnnamed': 'अगर आपको लगता है कि आपको इस पेज तक पहुँच मिलनी चाहिए, तो अपने चर्च के एडमिनिस्ट्रेटर से पूछें।',
  'access.backToDashboard': 'डैशबोर्ड पर वापस जाएँ',
  'access.level.group_admin': 'समूह एडमिन',
  'access.level.ministry_admin': 'सेवकाई एडमिन',
  'access.level.church_admin': 'चर्च एडमिन',
  'access.level.volunteer_management': 'स्वयंसेवक प्रबंधन',
  'access.level.staff': 'चर्च स्टाफ़',
};

export default dictionary;
