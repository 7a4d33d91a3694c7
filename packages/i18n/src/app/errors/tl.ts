import type { ErrorsTranslations } from './en';

/** Tagalog (Tagalog): what a failed call says, translated from en.ts. */
const dictionary: ErrorsTranslations = {
  // A failed call, by the code of its answer (packages/contracts errors.ts errorCodes).
  'error.validation_failed': 'May mga patlang na hindi wasto',
  'error.not_signed_in': 'Natapos na ang iyong sesyon. Mag-sign in muli.',
  'error.forbidden': 'Wala kang pahintulot dito.',
  'error.forbidden.access': 'Kailangan nito ng pahintulot na {access}.',
  'error.not_found': 'Hindi ito natagpuan. Maaaring inalis na ito.',
  'error.rate_limited': 'Napakaraming kahilingan. Maghintay ng ilang minuto at subukang muli.',
  'error.csrf': 'Tinanggihan ang kahilingang ito para sa iyong kaligtasan. I-reload ang pahina at subukang muli.',
  'error.unavailable': 'Hindi ito magagamit sa ngayon. Subukang muli mamaya.',
  'error.upstream_error': 'Hindi magagamit sa ngayon ang bahaging ito ng Koinonia. Subukang muli mamaya.',
  'error.upstream_timeout': 'Masyadong natagalan ang sagot. Subukang muli.',
  'error.overloaded': 'Napakaabala ng Koinonia sa ngayon. Subukang muli pagkalipas ng ilang segundo.',
  'error.invalid_credentials': 'Mali ang email o password',
  'error.login_throttled':
    'Masyadong maraming pagtatangkang mag-sign in. Subukang muli pagkalipas ng {minutes} min, o magpadala sa sarili ng sign-in link sa email.',
  'error.signup_throttled':
    'Masyadong maraming nag-sign up mula sa network na ito. Subukang muli pagkalipas ng {minutes} min.',
  'error.busy': 'Masyadong maraming tao ang nagsa-sign in ngayon. Subukang muli pagkalipas ng ilang segundo.',
  'error.account_suspended': 'Sinuspinde ang account na ito. Makipag-ugnayan sa support para sa tulong.',
  'error.email_taken': 'May account na gamit ang email na ito',
  'error.invalid_token': 'Hindi wasto o lipas na ang link na ito. Humingi ng bago.',
  'error.already_verified': 'Napatunayan na ang iyong email',
  'error.username_taken': 'May gumagamit na ng username na iyan',
  'error.image_type': 'Mag-upload ng larawang JPEG, PNG o WebP',
  'error.image_too_large': 'Hindi dapat lumampas sa 2 MB ang larawan',
  'error.upload_failed': 'Hindi buong dumating ang ipinadala. Subukang muli.',
  'error.church_already_set':
    'Kabilang ka na sa isang simbahan. Maaari kang ilipat ng tagapangasiwa ng simbahan sa iba.',
  'error.invalid_join_link': 'Hindi wasto ang kawing na ito para sumapi. Humingi ng bago sa simbahan.',
  'error.outranked':
    'Makapagtatalaga ka lamang ng tungkulin hanggang sa sarili mong tungkulin, sa mga taong mas mababa o kapantay mo',
  'error.not_yourself': 'Hindi mo mababago ang sarili mong tungkulin o pagiging kasapi',
  'error.request_not_found': 'Hindi humiling ang taong ito na sumapi sa iyong simbahan',
  'error.member_not_found': 'Hindi kasapi ng iyong simbahan ang taong ito',
  'error.no_church': 'Hindi ka bahagi ng kawani ng anumang simbahan',
  // A failure api-client describes itself (SPEC §8): no answer, or an answer without a JSON body.
  'error.network': 'Hindi maabot ang Koinonia. Suriin ang iyong koneksyon at subukang muli.',
  'error.status.401': 'Kailangang mag-sign in. I-refresh ang pahina at subukang muli.',
  'error.status.403': 'Tinanggihan ang pag-access. Pakisuri ang iyong mga pahintulot.',
  'error.status.500': 'May mali sa server. Subukang muli mamaya.',
  'error.status.other': 'Nabigo ang kahilingan ({status}). Subukang muli.',
  // A field problem, by its issue code; {minimum} and {maximum} are the bound broken.
  'error.field.required': 'Kailangang punan ang patlang na ito',
  'error.field.too_short': 'Gumamit ng hindi bababa sa {minimum} titik',
  'error.field.too_long': 'Gumamit ng hindi hihigit sa {maximum} titik',
  'error.field.too_small': 'Maglagay ng {minimum} o higit pa',
  'error.field.too_big': 'Maglagay ng {maximum} o mas mababa',
  'error.field.too_few': 'Pumili ng hindi bababa sa {minimum}',
  'error.field.too_many': 'Pumili ng hindi hihigit sa {maximum}',
  'error.field.not_integer': 'Maglagay ng buong bilang',
  'error.field.not_multiple_of': 'Maglagay ng bilang na nasa pinahihintulutang hakbang',
  'error.field.invalid_format': 'Wala ito sa inaasahang anyo',
  'error.field.invalid_format.email': 'Maglagay ng wastong email address',
  'error.field.invalid_format.url': 'Maglagay ng wastong web address',
  'error.field.invalid_format.uuid': 'Hindi ito wastong pagkakakilanlan',
  'error.field.invalid_option': 'Pumili ng isa sa mga pagpipilian',
  'error.field.invalid_type': 'Hindi tama ang uri ng halagang ito',
  'error.field.unexpected_field': 'Hindi inaasahan dito ang patlang na ito',
  'error.field.invalid': 'Hindi wasto ang halagang ito',
  'error.field.password_common': 'Masyadong karaniwan ang password na ito. Pumili ng mas mahirap hulaan.',
  'error.field.password_repetitive':
    'Iisang karakter lang na inulit o puro espasyo ang password na ito. Pumili ng mas mahirap hulaan.',
  'error.field.password_contains_personal_info':
    'Nasa password na ito ang iyong pangalan o email. Pumili ng wala nito.',
  'error.field.username_taken': 'May gumagamit na ng username na iyan',
  'error.field.username_characters': "Mga titik, numero, '.' at '_' lamang ang gamitin",
  'error.field.control_characters': 'Alisin ang mga line break at iba pang control character',
  'error.field.duplicate_choice': 'Isang beses lamang piliin ang bawat pagpipilian',
  'error.field.unknown_church': 'Pumili ng simbahan mula sa listahan',
  'error.field.unsupported_language': 'Pumili ng isa sa mga sinusuportahang wika',
};

export default dictionary;
