import {
  fromCents,
  type CareInput,
  type DayOfWeek,
  type Program,
  type Product,
  type ProgramCreateInput,
  type TimeSlot,
} from '@meche/contracts';
import { parseQuantity, rowPriceCents } from './pricing';

/** The plan a care already has: editing products and quantities never touches it. */
interface KeptPlan {
  durationWeeks: number;
  weeks: number[];
  daysOfWeek: DayOfWeek[];
  timeSlot: TimeSlot[];
}

export interface EditorRow {
  /** Stable React key: the care id once saved, the product id before. */
  key: string;
  id: number | undefined;
  product: Product;
  /** As typed, so an invalid entry is shown and kept rather than replaced. */
  quantityText: string;
  plan: KeptPlan;
}

const EMPTY_PLAN: KeptPlan = { durationWeeks: 1, weeks: [], daysOfWeek: [], timeSlot: [] };

export function rowsFromProgram(program: Program | undefined): EditorRow[] {
  return (program?.cares ?? []).map((care) => ({
    key: `care-${care.id}`,
    id: care.id,
    product: care.productDTO,
    quantityText: String(care.quantity),
    plan: {
      durationWeeks: care.durationWeeks,
      weeks: care.weeks,
      daysOfWeek: care.daysOfWeek,
      timeSlot: care.timeSlot,
    },
  }));
}

export function rowForProduct(product: Product): EditorRow {
  return { key: `product-${product.id}`, id: undefined, product, quantityText: '1', plan: EMPTY_PLAN };
}

export function hasProduct(rows: readonly EditorRow[], productId: number): boolean {
  return rows.some((r) => r.product.id === productId);
}

export function rowQuantity(row: EditorRow): number | undefined {
  return parseQuantity(row.quantityText);
}

/** carePrice travels for the record only: the server recomputes every price. */
type CareBody = CareInput & { carePrice: number };

function careBodies(rows: readonly EditorRow[]): CareBody[] {
  return rows.map((row) => {
    const quantity = rowQuantity(row) ?? 1;
    return {
      ...(row.id === undefined ? {} : { id: row.id }),
      productDTO: row.product,
      quantity,
      carePrice: fromCents(rowPriceCents(row.product.productPrice, quantity)),
      ...row.plan,
    };
  });
}

export function programBody(clientId: number, programReference: string, rows: readonly EditorRow[]): ProgramCreateInput {
  return { clientId, programReference, cares: careBodies(rows) };
}
