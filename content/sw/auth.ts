import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/auth';

/** The sign-up, login and forgot-password pages in Kiswahili; the panels keep their images. */
export const authPanels = {
  signup: {
    image: en.authPanels.signup.image,
    title: 'Weka biashara yako mtandaoni kwa dakika chache',
    text: 'Miadi saa zote, malipo kwa kadi na M-Pesa, na ukurasa wa biashara yako mwenyewe: vyote katika programu moja.',
  },
  login: {
    image: en.authPanels.login.image,
    title: 'Karibu tena kwenye Miadi',
    text: 'Ratiba yako, wateja wako na malipo yako, pale pale ulipoyaacha.',
  },
  forgotPassword: {
    image: en.authPanels.forgotPassword.image,
    title: 'Umeshindwa kuingia? Hutokea.',
    text: 'Tuambie barua pepe uliyojisajili nayo na tutakusaidia kurudi kwenye akaunti yako.',
  },
} as const satisfies Translation<typeof en.authPanels>;

export const loginCopy = {
  title: 'Karibu tena',
  intro: 'Ingia ili kusimamia miadi, wateja na malipo yako.',
  registerPrompt: 'Mgeni kwenye Miadi?',
  register: 'Jisajili',
  metaTitle: 'Ingia',
  metaDescription: 'Ingia kwenye Miadi ili kusimamia miadi, wateja, wafanyakazi na malipo yako.',
  password: 'Nenosiri',
  confirmPassword: 'Thibitisha Nenosiri',
  confirmPasswordError: 'Nenosiri tena',
  showConfirmPassword: 'Onyesha nenosiri la kuthibitisha',
  acceptTerms: 'Ninakubali Sheria na Masharti',
  forgotPassword: 'Umesahau Nenosiri?',
  submit: 'Ingia',
  orContinueWith: 'Au endelea kwa',
  social: en.loginCopy.social,
  signInUnavailable:
    'Huduma ya kuingia haipatikani katika toleo hili: tovuti hii bado haina huduma yake yenyewe ya kuingia. Hakuna kilichotumwa, na ulichoandika bado kipo hapa.',
} as const satisfies Translation<typeof en.loginCopy>;

export const forgotPasswordCopy = {
  title: 'Umesahau nenosiri lako?',
  metaTitle: 'Umesahau nenosiri',
  metaDescription: 'Omba kiungo cha kuchagua nenosiri jipya la akaunti yako ya Miadi.',
  submit: 'Tuma kiungo cha kubadilisha',
  backToLogin: 'Rudi kwenye kuingia',
  intro:
    'Andika anwani ya barua pepe uliyojisajili nayo. Tutakutumia kiungo cha kuchagua nenosiri jipya.',
  sentMessage:
    'Ikiwa kuna akaunti inayotumia anwani hii, kiungo cha kubadilisha nenosiri kiko njiani.',
} as const satisfies Translation<typeof en.forgotPasswordCopy>;

export const registrationNoticeCopy = {
  yourBusiness: 'biashara yako',
  writeTo: 'Ikiwa programu ya barua pepe haikufunguka, tuandikie kwa',
  withDetails: 'ukitupa maelezo ya biashara yako.',
} as const satisfies Translation<typeof en.registrationNoticeCopy>;

/** What /login?registered=… says about a sign-up request (the business name is filled in). */
export const registrationNotices = {
  mailto: {
    title: 'Hatua moja zaidi: tuma barua pepe',
    text: 'Ombi lako la usajili wa {business} liko tayari kwenye programu yako ya barua pepe: litume ili kukamilisha usajili wako. Hakuna kilichotumwa wala kutozwa kutoka ukurasa huu. Jibu lako la usalama halimo kwenye barua pepe: timu yetu italiweka pamoja nawe itakapothibitisha akaunti yako.',
  },
  sent: {
    title: 'Usajili umepokelewa',
    text: 'Tumepokea usajili wako wa {business}. Tutakutumia barua pepe kuthibitisha akaunti na mpango wako; hakuna kilichotozwa bado.',
  },
} as const satisfies Translation<typeof en.registrationNotices>;
