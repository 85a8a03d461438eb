// @gatehouse-auth/react/phone-settings: the logged-in user's phone numbers (add and change through
// step-up) and the phone-number change page's intro.
export { PhoneNumberSettings } from './accountPhone/PhoneNumberSettings';
export type { PhoneNumberSettingsProps } from './accountPhone/PhoneNumberSettings';
export { ChangePhoneNumberIntro } from './challenges/changePhoneNumber/ChangePhoneNumberIntro';
export type { ChangePhoneNumberIntroProps } from './challenges/changePhoneNumber/ChangePhoneNumberIntro';
export { CHANGE_PHONE_NUMBER_PAGE_PATH, readChangePhoneNumberLink } from '@gatehouse-auth/core';
export type { ChangePhoneNumberLink, PhoneNumber, SavedPhoneNumber } from '@gatehouse-auth/core';
