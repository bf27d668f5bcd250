/** Lower-case and strip accents (NFD + combining marks) so 'ELOISE' finds 'Éloïse'. */
export function normaliseSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text stored in a `search_text` column: every searchable field, normalised, space-separated. */
export function buildSearchText(values: ReadonlyArray<string | null | undefined>): string {
  return normaliseSearch(values.filter((v): v is string => Boolean(v)).join(' '));
}

/** Search words as LIKE patterns ('%word%'), with LIKE's own wildcards escaped. */
export function searchPatterns(term: string): string[] {
  return normaliseSearch(term)
    .split(' ')
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
