import type { SocialStateStorage } from '../src/login/socialReturn';

/** A tab's sessionStorage stand-in (node has none) that shows what was kept. */
export function memoryStorage(): SocialStateStorage & { kept: Map<string, string> } {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}
