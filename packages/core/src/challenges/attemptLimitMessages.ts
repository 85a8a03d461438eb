/** What the password and phone-guess challenges show once the attempts are used up (SPEC.md §8). */
export const attemptLimitMessages = {
  'knowledge.attemptLimit': "You've made too many attempts. We're logging you out.",
} as const;
