import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_REASONS,
  DUPLICATE_REASON_LABELS,
  DUPLICATE_STRATEGIES,
  EXPORT_FORMATS,
  EXPORT_MIME_TYPES,
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_HEADER_ALIASES,
  IMPORT_KINDS,
  IMPORT_MSG,
  QUESTIONNAIRE_LABELS,
  importCommitQuerySchema,
  importDuplicateSchema,
  importMappingSchema,
  importRefusalItemSchema,
  normaliseHeader,
  type DuplicateReason,
} from './import-export';
import { QUESTIONNAIRE_FIELDS } from './client-values';

describe('import and export vocabulary', () => {
  it('matches headers whatever their accents, case, spaces and punctuation', () => {
    expect(normaliseHeader(' Téléphone  Mobile ')).toBe('telephonemobile');
    expect(normaliseHeader('E-mail')).toBe('email');
    expect(normaliseHeader('Date de naissance (jj/mm/aaaa)')).toBe('datedenaissancejjmmaaaa');
  });

  it('never lets one header name two fields of the same list', () => {
    for (const kind of IMPORT_KINDS) {
      const owner = new Map<string, string>();
      for (const field of IMPORT_FIELDS[kind]) {
        for (const alias of new Set([normaliseHeader(IMPORT_FIELD_LABELS[field]), ...IMPORT_HEADER_ALIASES[field]])) {
          // A label may also be another field's alias in the other list only ('Nom' is the client's last name).
          expect(owner.get(alias) ?? field, `${kind}: ${alias}`).toBe(field);
          owner.set(alias, field);
        }
      }
    }
  });

  it('has a French label for every duplicate reason, export format and questionnaire answer', () => {
    const reasons: readonly DuplicateReason[] = DUPLICATE_REASONS;
    expect(reasons.map((r) => DUPLICATE_REASON_LABELS[r])).toEqual(['Même email', 'Même téléphone mobile', 'Mêmes nom, prénom et date de naissance', 'Même nom de produit']);
    expect(EXPORT_FORMATS.map((f) => EXPORT_MIME_TYPES[f])).toHaveLength(2);
    expect(QUESTIONNAIRE_FIELDS.every((f) => QUESTIONNAIRE_LABELS[f].length > 0)).toBe(true);
  });

  it('reads the mapping and the duplicates option from the query', () => {
    expect(importCommitQuerySchema.parse({ mapping: '{"Nom":"lastName","Divers":null}' })).toEqual({ mapping: { Nom: 'lastName', Divers: null }, duplicates: 'skip' });
    expect(importCommitQuerySchema.parse({ duplicates: DUPLICATE_STRATEGIES[1] }).duplicates).toBe('merge');
    expect(importCommitQuerySchema.safeParse({ mapping: '{"Nom":"inconnu"}' }).error?.issues[0]?.message).toBe(IMPORT_MSG.invalidMapping);
    expect(importMappingSchema.safeParse({ Nom: 42 }).success).toBe(false);
  });

  it('describes refusals and duplicates by line', () => {
    expect(importRefusalItemSchema.parse({ line: 3, column: 'Email', message: 'Email invalide' })).toEqual({ line: 3, column: 'Email', message: 'Email invalide' });
    expect(importDuplicateSchema.safeParse({ line: 4, reason: 'phone', existing: null, otherLine: 2 }).success).toBe(false);
  });
});
