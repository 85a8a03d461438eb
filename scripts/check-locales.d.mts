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
export function checkPack(
  pack: CheckablePack,
  english: Record<string, string>,
  options?: { order?: boolean; complete?: boolean },
): string[];
/** A challenge folder's texts: its English, and its translations by tag. */
export interface Folder {
  folder: string;
  english: Record<string, string>;
  translations: Record<string, Record<string, string>>;
}
export function checkFolders(folders: Folder[], tags: string[]): string[];
export function checkPackByFolder(
  pack: CheckablePack,
  english: Record<string, string>,
  folders: Folder[],
): string[];
export function challengeFolders(
  challengesDir: string,
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<Folder[]>;
export function packTags(): string[];
