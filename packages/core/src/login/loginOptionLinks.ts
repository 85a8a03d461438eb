/**
 * The policy page of SPEC.md §2 that the login options point to, relative to the host site.
 * The login form's other links are loginLinks (errors/loginLinks.ts); the help pages only other
 * screens link to are in errors/helpLinks.ts.
 */
export const loginOptionLinks = {
  dataSharingPolicy: '/legal/data-sharing-policy',
} as const;
