// @gatehouse-auth/react/phone-settings: the logged-in user's phone numbers (add and change through
// step-up) and the phone-number change page's intro.
export { PhoneNumberSettings } from './accountPhone/PhoneNumberSettings';
export type { PhoneNumberSettingsProps } from './accountPhone/PhoneNumberSettings';
export { PhoneChangeIntro } from './challenges/changePhoneNumber/PhoneChangeIntro';
export type { PhoneChangeIntroProps } from './challenges/changePhoneNumber/PhoneChangeIntro';
export { PHONE_CHANGE_PAGE_PATH, readPhoneChangeLink } from '@gatehouse-auth/core';
export type { PhoneChangeLink, PhoneNumber, SavedPhoneNumber } from '@gatehouse-auth/core';
