import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/form-privacy';

/**
 * What each form says beside its submit button, in Kiswahili. The Kiswahili Privacy Policy
 * (content/sw/legal.ts) says the same at length; change both together.
 */
export const formPrivacy = {
  contact: 'Timu ya Miadi inapokea unachoandika hapa, ili tu kujibu ujumbe wako.',
  demo: 'Timu ya Miadi inapokea maelezo haya, ili tu kupanga onyesho lako.',
  newsletter:
    'Miadi inapokea anwani yako ya barua pepe, ili tu kukutumia jarida. Jiondoe wakati wowote.',
  forgotPassword:
    'Timu ya Miadi inapokea anwani yako ya barua pepe, ili tu kukusaidia kurudi kwenye akaunti yako.',
  login:
    'Ukurasa huu hautumi chochote: kitufe cha Ingia kinakupeleka kwenye programu ya Miadi, inayokuingiza.',
  signup:
    'Timu ya Miadi inapokea usajili wako, ili tu kuanzisha akaunti yako na kuwasiliana nawe kuihusu. Nenosiri lako halitumwi kamwe.',
  payment:
    'Timu ya Miadi inapokea usajili wako, ili kuthibitisha akaunti yako na kupokea malipo ya kwanza, na kwa M-Pesa nambari ya kutuma ombi la kulipa. Maelezo ya kadi yanakaguliwa kwenye ukurasa huu pekee: hayatumwi wala kuhifadhiwa.',
  paymentByEmail:
    'Timu ya Miadi inapokea usajili wako kwa barua pepe, ili kuthibitisha akaunti yako na kupanga malipo ya kwanza pamoja nawe. Maelezo ya kadi na M-Pesa yanakaguliwa kwenye ukurasa huu pekee: hayawekwi kwenye barua pepe wala kuhifadhiwa.',
  booking:
    'Biashara unayoweka miadi nayo na timu ya Miadi wanapokea ombi lako, ili tu kuthibitisha miadi yako.',
} as const satisfies Translation<typeof en.formPrivacy>;

export const privacyLinkText = 'Sera ya Faragha';
