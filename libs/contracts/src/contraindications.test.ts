import { describe, expect, it } from 'vitest';
import { careInputSchema } from './care';
import {
  CONTRAINDICATIONS,
  CONTRAINDICATION_FIELDS,
  acknowledgedReasons,
  findConflicts,
  isDeclaredAnswer,
  vigilancePoints,
} from './contraindications';
import { QUESTIONNAIRE_FIELDS } from './client-values';
import { toFieldErrors } from './errors';
import { MSG } from './messages';
import { productInputSchema } from './product';

describe('a declared answer', () => {
  it.each([
    ['oui, Kardegic', true],
    ['Oui', true],
    ['non mais avant oui', true],
    ['Non merci, enfin si : Previscan', true],
    ['Pollen, acariens', true],
    ['2 fois en 2019', true],
    ['Jamais eu de crise', true],
    ['?', false],
    ['Non.', false],
    ['non', false],
    ['NON !', false],
    ['  non  ', false],
    ['No', false],
    ['Aucune', false],
    ['aucun', false],
    ['aucun·e', false],
    ['Néant', false],
    ['neant', false],
    ['Rien', false],
    ['jamais.', false],
    ['-', false],
    ['0', false],
    ['Non, jamais.', false],
    ['non non', false],
    ['RAS', false],
    ['Rien à signaler.', false],
    ['', false],
    ['   ', false],
    ['Non…!?:', false],
  ])('%j → %s', (answer, declared) => {
    expect(isDeclaredAnswer(answer)).toBe(declared);
  });

  it('reads answers made of thousands of punctuation marks (the ones that took the old end-of-word pattern millions of steps)', () => {
    expect(isDeclaredAnswer(`${'.'.repeat(4999)}a`)).toBe(true);
    expect(isDeclaredAnswer(`non${'.'.repeat(4997)}`)).toBe(false);
    expect(isDeclaredAnswer(`${'.'.repeat(2500)} ${'!'.repeat(2499)}`)).toBe(false);
  });

  it('reads null and undefined as not declared', () => {
    expect(isDeclaredAnswer(null)).toBe(false);
    expect(isDeclaredAnswer(undefined)).toBe(false);
  });
});

describe('the contraindication vocabulary', () => {
  it('reads only questionnaire fields, and each contraindication reads at least one', () => {
    for (const reason of CONTRAINDICATIONS) {
      expect(CONTRAINDICATION_FIELDS[reason].length).toBeGreaterThan(0);
      for (const field of CONTRAINDICATION_FIELDS[reason]) expect(QUESTIONNAIRE_FIELDS).toContain(field);
    }
  });

  it('lists the vigilance points of a client with the text of each declared answer', () => {
    expect(
      vigilancePoints({
        enceinte: 'Oui, 5 mois',
        anticoagulants: 'oui, Kardegic',
        allergiesOuIntolerances: 'Aucune',
        enfant2DerniereAnnee: 'Non',
        interruptionAllaitement: 'pas encore',
        stress: 'Oui, beaucoup',
      }),
    ).toEqual([
      { reason: 'grossesse', label: 'Grossesse', answers: [{ field: 'enceinte', text: 'Oui, 5 mois' }] },
      { reason: 'allaitement', label: 'Allaitement', answers: [{ field: 'interruptionAllaitement', text: 'pas encore' }] },
      { reason: 'anticoagulants', label: 'Anticoagulants', answers: [{ field: 'anticoagulants', text: 'oui, Kardegic' }] },
    ]);
    expect(vigilancePoints({})).toEqual([]);
  });

  it("lists a product's conflicts with the client's answers: product, reason and the answer's text", () => {
    const client = { enceinte: 'Oui', crisesEpilepsie: 'Une crise en 2020', pacemaker: 'Non.' };
    const product = { id: 4, name: 'Huile essentielle de romarin', contraindications: ['grossesse', 'epilepsie', 'pacemaker'] as const };
    expect(findConflicts(client, product)).toEqual([
      { productId: 4, productName: 'Huile essentielle de romarin', reason: 'grossesse', label: 'Grossesse', answers: [{ field: 'enceinte', text: 'Oui' }] },
      {
        productId: 4,
        productName: 'Huile essentielle de romarin',
        reason: 'epilepsie',
        label: 'Épilepsie',
        answers: [{ field: 'crisesEpilepsie', text: 'Une crise en 2020' }],
      },
    ]);
    expect(findConflicts(client, { ...product, contraindications: [] })).toEqual([]);
  });

  it('counts an acknowledgement only for the product the care still uses', () => {
    const care = {
      productDTO: { id: 4 },
      acknowledgements: [
        { productId: 4, reasons: ['grossesse'] as const },
        { productId: 9, reasons: ['epilepsie'] as const },
        { productId: 4, reasons: ['allergies'] as const },
      ],
    };
    expect([...acknowledgedReasons(care)].sort()).toEqual(['allergies', 'grossesse']);
  });
});

describe('contraindications on the wire', () => {
  const product = { name: 'Sérum', type: 'Soin', refProduct: 'S1', productPrice: 10 };

  it('are optional on a product, kept once each in vocabulary order, from the vocabulary only', () => {
    expect(productInputSchema.parse(product).contraindications).toBeUndefined();
    expect(productInputSchema.parse({ ...product, contraindications: ['allergies', 'grossesse', 'allergies'] }).contraindications).toEqual([
      'grossesse',
      'allergies',
    ]);
    const wrong = productInputSchema.safeParse({ ...product, contraindications: ['grossesse', 'migraine'] });
    expect(toFieldErrors(wrong.error?.issues ?? [])).toEqual({ 'contraindications.1': MSG.invalidContraindication });
  });

  it('are acknowledged per care, none by default', () => {
    expect(careInputSchema.parse({ productDTO: { id: 1 }, quantity: 1 }).acknowledgedContraindications).toEqual([]);
    expect(
      careInputSchema.parse({ productDTO: { id: 1 }, quantity: 1, acknowledgedContraindications: ['grossesse'] }).acknowledgedContraindications,
    ).toEqual(['grossesse']);
  });

  it('name the products and reasons in the 409 message', () => {
    expect(MSG.contraindicated([{ productName: 'Sérum', labels: ['Grossesse', 'Allergies'] }])).toBe(
      "Produit contre-indiqué pour ce client : « Sérum » (Grossesse, Allergies). Confirmez la prise en compte de la contre-indication avant d'enregistrer.",
    );
  });
});
