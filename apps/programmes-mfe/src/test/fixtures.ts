import {
  QUESTIONNAIRE_FIELDS,
  type Care,
  type Client,
  type DayOfWeek,
  type Product,
  type Program,
  type TimeSlot,
  type Tva,
} from '@meche/contracts';

export const CLIENT_ID = 7;

export function makeProduct(id: number, name: string, productPrice: number, category?: { name: string; tva: Tva }): Product {
  return {
    id,
    userId: 1,
    name,
    type: 'Soin',
    refProduct: `REF-${id}`,
    productPrice,
    description: '',
    categoryDTO: category ? { id: id * 10, name: category.name, tva: category.tva } : null,
    contraindications: [],
  };
}

export function makeCare(
  id: number,
  product: Product,
  quantity: number,
  plan: { durationWeeks?: number; ticks?: [number, DayOfWeek, TimeSlot][]; modified?: string } = {},
): Care {
  const ticks = plan.ticks ?? [];
  return {
    id,
    clientId: CLIENT_ID,
    userId: 1,
    programId: 0,
    productDTO: product,
    unitPrice: product.productPrice,
    tva: product.categoryDTO?.tva ?? null,
    catalogue: null,
    carePrice: Math.round(product.productPrice * 100 * quantity) / 100,
    quantity,
    created: '2026-11-01T10:00:00.000Z',
    modified: plan.modified ?? '2026-11-01T10:00:00.000Z',
    durationWeeks: plan.durationWeeks ?? 1,
    weeks: ticks.map(([w]) => w),
    daysOfWeek: ticks.map(([, d]) => d),
    timeSlot: ticks.map(([, , s]) => s),
    acknowledgements: [],
  };
}

export function makeProgram(id: number, reference: string, cares: Care[]): Program {
  return {
    id,
    userId: 1,
    clientId: CLIENT_ID,
    createdDate: '2026-11-15T09:30:00.000Z',
    programReference: reference,
    totalProgramPrice: cares.reduce((t, c) => t + Math.round(c.carePrice * 100), 0) / 100,
    cares: cares.map((c) => ({ ...c, programId: id })),
  };
}

export function makeClient(): Client {
  const questionnaire = Object.fromEntries(QUESTIONNAIRE_FIELDS.map((f) => [f, null])) as Record<
    (typeof QUESTIONNAIRE_FIELDS)[number],
    null
  >;
  return {
    ...questionnaire,
    id: CLIENT_ID,
    userId: 1,
    firstName: 'Amélie',
    lastName: 'Poulain',
    sex: 'F',
    email: null,
    mobilePhone: null,
    homePhone: null,
    birthday: null,
    city: null,
    streetName: null,
    zipCode: null,
    comments: null,
    created: '2026-01-01T00:00:00.000Z',
    modified: '2026-01-01T00:00:00.000Z',
    consent: null,
  };
}
