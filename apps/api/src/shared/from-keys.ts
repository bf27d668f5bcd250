/**
 * One entry per key, typed as such: `Object.fromEntries` can only answer string keys, so without this each caller
 * casts (the questionnaire's columns, the import's fields).
 */
export function fromKeys<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}
