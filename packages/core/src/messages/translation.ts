/**
 * A catalogue's translation: a text for each of the English catalogue's keys, no key missing and
 * none added. Each challenge folder's `locales/<tag>.ts` exports one, for the objects its
 * `*Messages.ts` exports, as `translation` (a named export: the packs' CommonJS build would get a
 * default export wrapped):
 * `export const translation = { … } satisfies Translation<typeof codeMessages & typeof codeMethodMessages>`.
 */
export type Translation<English> = { readonly [Key in keyof English]: string };
