/**
 * The texts of the challenge flow's method list and error screen that nothing on the login form
 * shows: in a module of their own so that they load with those screens, not with the form.
 */
export const challengeFlowMessages = {
  'challenge.chooseMethod.title': 'Choose a 2-step verification method',
  'challenge.chooseMethod.none': "I don't have any of these",
  'loginOptions.twoStepHelp': 'Learn more about 2-step login',
  'common.errorCode': 'Error code: {code}',
} as const;
