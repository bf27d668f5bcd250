import { describe, expect, it } from 'vitest';
import { clientInputSchema, QUESTIONNAIRE_FIELDS } from '@meche/contracts';
import { ALL_FIELDS, QUESTIONNAIRE_GROUPS } from './client-fields';
import { emptyClientValues, validateClientForm } from './client-form-values';

describe('client field descriptors', () => {
  it('lists each of the 36 questionnaire answers exactly once, under a heading', () => {
    const names = QUESTIONNAIRE_GROUPS.flatMap((g) => g.fields.map((f) => f.name));
    expect(names).toHaveLength(36);
    expect([...names].sort()).toEqual([...QUESTIONNAIRE_FIELDS].sort());
  });

  it('covers every field of the client body once, with distinct labels', () => {
    const names = ALL_FIELDS.map((f) => f.name);
    expect([...names].sort()).toEqual(Object.keys(clientInputSchema.shape).sort());
    expect(new Set(ALL_FIELDS.map((f) => f.label)).size).toBe(ALL_FIELDS.length);
  });

  it('validates with the shared schema: required names and sex, digits-only phones kept as text', () => {
    const empty = validateClientForm(emptyClientValues());
    expect(empty.ok ? {} : empty.errors).toMatchObject({
      firstName: 'Ce champ est obligatoire.',
      lastName: 'Ce champ est obligatoire.',
      sex: 'Ce champ est obligatoire.',
    });
    const filled = validateClientForm({ ...emptyClientValues(), firstName: 'A', lastName: 'B', sex: 'M', homePhone: '0102030405' });
    expect(filled.ok && filled.body.homePhone).toBe('0102030405');
    const letters = validateClientForm({ ...emptyClientValues(), firstName: 'A', lastName: 'B', sex: 'M', homePhone: '01-AB' });
    expect(letters.ok ? {} : letters.errors).toEqual({ homePhone: 'Le téléphone ne doit contenir que des chiffres.' });
  });
});
