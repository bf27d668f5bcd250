/** True when a string anywhere in `value` holds U+0000, which PostgreSQL text columns cannot store. */
export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Raw bodies (an uploaded image) are bytes, not text: nothing to refuse, and too long to walk.
  if (value === null || typeof value !== 'object' || depth > 64 || value instanceof Uint8Array) return false;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNulCharacter(v, depth + 1)) return true;
  }
  return false;
}
