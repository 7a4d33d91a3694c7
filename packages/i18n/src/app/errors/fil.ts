import type { ErrorsTranslations } from './en';

/** Filipino (Filipino): what a failed call says, translated from en.ts. */
const dictionary: ErrorsTranslations = {
  // A failed call, by the code of its answer (packages/contracts errors.ts errorCodes).
  'error.validation_failed': 'May mga field na hindi valid',
  'error.not_signed_in': 'Natapos na ang iyong session. Mag-sign in ulit.',
  'error.forbidden': 'Wala kang access dito.',
  'error.forbidden.access': 'Kailangan nito ng access na {access}.',
  'error.not_found': 'Hindi ito makita. Baka natanggal na.',
  'error.rate_limited': 'Sobrang daming request. Maghintay ng ilang minuto at subukan ulit.',
  'error.csrf': 'Tinanggihan ang request na ito para sa iyong seguridad. I-reload ang page at subukan ulit.',
  'error.unavailable': 'Hindi ito available ngayon. Subukan ulit mamaya.',
  'error.upstream_error': 'Hindi available ngayon ang bahaging ito ng Koinonia. Subukan ulit mamaya.',
  'error.upstream_timeout': 'Masyadong natagalan ang sagot. Subukan ulit.',
  'error.overloaded': 'Sobrang abala ang Koinonia ngayon. Subukan ulit pagkalipas ng ilang segundo.',
  'error.invalid_credentials': 'Mali ang email o password',
  'error.login_throttled':
    'Masyadong maraming pagtatangkang mag-sign in. Subukang muli pagkalipas ng {minutes} min, o magpadala sa sarili ng sign-in link sa email.',
  'error.signup_throttled':
    'Masyadong maraming nag-sign up mula sa network na ito. Subukang muli pagkalipas ng {minutes} min.',
  'error.busy': 'Masyadong maraming tao ang nagsa-sign in ngayon. Subukang muli pagkalipas ng ilang segundo.',
  'error.account_suspended': 'Sinuspinde ang account na ito. Makipag-ugnayan sa support para sa tulong.',
  'error.email_taken': 'May account na gamit ang email na ito',
  'error.invalid_token': 'Hindi valid o expired na ang link na ito. Humingi ng bago.',
  'error.already_verified': 'Verified na ang iyong email',
  'error.username_taken': 'May gumagamit na ng username na iyan',
  'error.image_type': 'Mag-upload ng JPEG, PNG o WebP na image',
  'error.image_too_large': 'Hanggang 2 MB lang dapat ang image',
  'error.upload_failed': 'Hindi buong dumating ang upload. Subukan ulit.',
  'error.church_already_set': 'Kabilang ka na sa isang church. Maaari kang ilipat ng admin ng church sa iba.',
  'error.invalid_join_link': 'Hindi valid ang link na ito para sumali. Humingi ng bago sa church.',
  'error.outranked':
    'Makapagbibigay ka lang ng tungkulin hanggang sa sarili mong tungkulin, sa mga taong mas mababa o kapantay mo',
  'error.not_yourself': 'Hindi mo mababago ang sarili mong tungkulin o pagiging miyembro',
  'error.request_not_found': 'Hindi humiling ang taong ito na sumali sa iyong church',
  'error.member_not_found': 'Hindi miyembro ng iyong church ang taong ito',
  'error.no_church': 'Hindi ka bahagi ng staff ng anumang church',
  // A failure api-client describes itself (SPEC §8): no answer, or an answer without a JSON body.
  'error.network': 'Hindi maabot ang Koinonia. Tingnan ang iyong koneksyon at subukan ulit.',
  'error.status.401': 'Kailangang mag-sign in. I-refresh ang page at subukan ulit.',
  'error.status.403': 'Walang access. Pakitingnan ang iyong mga pahintulot.',
  'error.status.500': 'May error sa server. Subukan ulit mamaya.',
  'error.status.other': 'Pumalya ang request ({status}). Subukan ulit.',
  // A field problem, by its issue code; {minimum} and {maximum} are the bound broken.
  'error.field.required': 'Kailangang punan ang field na ito',
  'error.field.too_short': 'Gumamit ng hindi bababa sa {minimum} character',
  'error.field.too_long': 'Gumamit ng hindi hihigit sa {maximum} character',
  'error.field.too_small': 'Maglagay ng {minimum} o higit pa',
  'error.field.too_big': 'Maglagay ng {maximum} o mas mababa',
  'error.field.too_few': 'Pumili ng hindi bababa sa {minimum}',
  'error.field.too_many': 'Pumili ng hindi hihigit sa {maximum}',
  'error.field.not_integer': 'Maglagay ng buong numero',
  'error.field.not_multiple_of': 'Maglagay ng numerong pasok sa pinapayagang hakbang',
  'error.field.invalid_format': 'Hindi ito nasa inaasahang format',
  'error.field.invalid_format.email': 'Maglagay ng valid na email address',
  'error.field.invalid_format.url': 'Maglagay ng valid na web address',
  'error.field.invalid_format.uuid': 'Hindi ito valid na identifier',
  'error.field.invalid_option': 'Pumili ng isa sa mga opsyon',
  'error.field.invalid_type': 'Hindi tama ang uri ng value na ito',
  'error.field.unexpected_field': 'Hindi inaasahan dito ang field na ito',
  'error.field.invalid': 'Hindi valid ang value na ito',
  'error.field.password_common': 'Masyadong karaniwan ang password na ito. Pumili ng mas mahirap hulaan.',
  'error.field.password_repetitive':
    'Iisang character lang na inulit o puro espasyo ang password na ito. Pumili ng mas mahirap hulaan.',
  'error.field.password_contains_personal_info':
    'Nasa password na ito ang iyong pangalan o email. Pumili ng wala nito.',
  'error.field.username_taken': 'May gumagamit na ng username na iyan',
  'error.field.username_characters': "Letra, numero, '.' at '_' lang ang gamitin",
  'error.field.control_characters': 'Alisin ang mga line break at iba pang control character',
  'error.field.duplicate_choice': 'Isang beses lang piliin ang bawat opsyon',
  'error.field.unknown_church': 'Pumili ng church mula sa listahan',
  'error.field.unsupported_language': 'Pumili ng isa sa mga sinusuportahang wika',
};

export default dictionary;
