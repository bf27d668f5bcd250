import { describe, expect, it } from 'vitest';
import { clientInputSchema } from './client';
import { QUESTIONNAIRE_FIELDS } from './client-values';
import { categoryInputSchema } from './category';
import { productInputSchema } from './product';
import { programCreateSchema } from './program';
import { clientListQuerySchema } from './page';
import { toFieldErrors } from './errors';
import { MSG } from './messages';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toFieldErrors(result.error?.issues ?? []);

describe('client rules', () => {
  it('has the 36 questionnaire fields', () => {
    expect(QUESTIONNAIRE_FIELDS).toHaveLength(36);
  });

  it('requires firstName, lastName and sex, each with a French message', () => {
    const r = clientInputSchema.safeParse({ firstName: ' ', email: 'nope' });
    expect(fieldErrors(r)).toMatchObject({
      firstName: MSG.required,
      lastName: MSG.required,
      sex: MSG.invalidSex,
      email: MSG.invalidEmail,
    });
  });

  it('refuses a birthday after today and turns empty answers into null', () => {
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(fieldErrors(clientInputSchema.safeParse({ firstName: 'a', lastName: 'b', sex: 'F', birthday: tomorrow })))
      .toEqual({ birthday: MSG.birthdayInFuture });
    const ok = clientInputSchema.parse({ firstName: 'Éloïse', lastName: 'Durand', sex: 'F', pacemaker: '', birthday: '' });
    expect(ok.pacemaker).toBeNull();
    expect(ok.birthday).toBeNull();
  });
});

describe('catalogue rules', () => {
  it('limits a product name to 50 characters', () => {
    const r = productInputSchema.safeParse({ name: 'x'.repeat(51), type: 't', refProduct: 'r', productPrice: 1 });
    expect(fieldErrors(r)).toEqual({ name: MSG.productNameTooLong });
  });

  it('sends an empty VAT as null', () => {
    expect(categoryInputSchema.parse({ name: 'Soins', tva: '' }).tva).toBeNull();
    expect(categoryInputSchema.parse({ name: 'Soins', tva: 'TVA20%' }).tva).toBe('TVA20%');
  });
});

describe('programme rules', () => {
  it('needs at least one care, a client, and no product twice', () => {
    expect(fieldErrors(programCreateSchema.safeParse({ cares: [] }))).toEqual({
      clientId: MSG.noClient,
      cares: MSG.noCares,
    });
    const twice = programCreateSchema.safeParse({
      clientId: 1,
      cares: [
        { productDTO: { id: 3 }, quantity: 1 },
        { productDTO: { id: 3 }, quantity: 2 },
      ],
    });
    expect(fieldErrors(twice)).toEqual({ 'cares.1.productDTO': MSG.duplicateProduct });
  });

  it('defaults the reference and reads a plan without weeks as week 1', () => {
    const p = programCreateSchema.parse({
      clientId: 1,
      cares: [{ productDTO: { id: 3 }, quantity: 1, timeSlot: ['Matin'], daysOfWeek: ['MONDAY'] }],
    });
    expect(p.programReference).toBe('New Program');
    expect(p.cares[0]?.weeks).toEqual([1]);
  });
});

describe('list queries', () => {
  it('clamps the page size to 100 and whitelists the sort', () => {
    expect(clientListQuerySchema.parse({ size: '500' }).size).toBe(100);
    expect(clientListQuerySchema.safeParse({ sortBy: 'password' }).success).toBe(false);
  });
});
