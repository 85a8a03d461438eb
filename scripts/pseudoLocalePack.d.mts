export function pseudoLocalize(text: string): string;
export function pseudoPack<M extends Record<string, string>>(
  english: M,
): { locale: string; dir: 'ltr'; messages: M };
