export interface CheckablePack {
  locale: string;
  dir: string;
  messages: Record<string, string>;
}
export function placeholdersOf(text: string): {
  values: Set<string>;
  plurals: Map<string, string[]>;
  stray: boolean;
};
export function requiredCategories(locale: string): string[];
export function checkPack(pack: CheckablePack, english: Record<string, string>): string[];
export function packTags(): string[];
