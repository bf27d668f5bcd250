import {
  DEFAULT_PROGRAM_REFERENCE,
  fromCents,
  type CareAcknowledgementRef,
  type CareInput,
  type Contraindication,
  type DayOfWeek,
  type Program,
  type Product,
  type ProductSummary,
  type ProgramCreateInput,
  type TimeSlot,
  type Tva,
} from '@meche/contracts';
import { parseQuantity, quantityError, rowPriceCents } from './pricing';

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
  product: ProductSummary;
  /** As typed, so an invalid entry is shown and kept rather than replaced. */
  quantityText: string;
  plan: KeptPlan;
  /** What the server stored: which reasons were confirmed, for which product of this care. */
  acknowledgements: readonly CareAcknowledgementRef[];
  /** Reasons the practitioner has just confirmed for this product, sent with the next save. */
  acknowledged: readonly Contraindication[];
  /** The VAT rate the care was saved with (the product's category's for a new care). */
  tva: Tva;
  /** The catalogue's price and VAT when they changed since the care was saved, else null. */
  catalogue: { productPrice: number; tva: Tva } | null;
  /** The practitioner chose the catalogue's figures: the next save takes them. */
  useCataloguePrice: boolean;
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
    // An API older than this remote sends neither acknowledgements nor stored figures: the editor still opens.
    acknowledgements: care.acknowledgements ?? [],
    acknowledged: [],
    tva: care.tva ?? care.productDTO.categoryDTO?.tva ?? null,
    catalogue: care.catalogue ?? null,
    useCataloguePrice: false,
  }));
}

export function rowForProduct(product: Product): EditorRow {
  return {
    key: `product-${product.id}`,
    id: undefined,
    product,
    quantityText: '1',
    plan: EMPTY_PLAN,
    acknowledgements: [],
    acknowledged: [],
    tva: product.categoryDTO?.tva ?? null,
    catalogue: null,
    useCataloguePrice: false,
  };
}

/** The row priced with the catalogue's current figures, which its next save stores. */
export function withCatalogueFigures(row: EditorRow): EditorRow {
  if (!row.catalogue) return row;
  const { productPrice, tva } = row.catalogue;
  const categoryDTO = row.product.categoryDTO ? { ...row.product.categoryDTO, tva } : null;
  return { ...row, product: { ...row.product, productPrice, categoryDTO }, tva, catalogue: null, useCataloguePrice: true };
}

export function hasProduct(rows: readonly EditorRow[], productId: number): boolean {
  return rows.some((r) => r.product.id === productId);
}

export function rowQuantity(row: EditorRow): number | undefined {
  return parseQuantity(row.quantityText);
}

/** What the quantity field says while its value cannot be saved. */
export function rowQuantityError(row: EditorRow): string {
  return quantityError(row.quantityText);
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
      ...(row.acknowledged.length ? { acknowledgedContraindications: [...row.acknowledged] } : {}),
      ...(row.useCataloguePrice ? { useCataloguePrice: true } : {}),
    };
  });
}

/** The programme as the editor holds it, in the API's words: an emptied reference takes the default one. */
export function programContent(reference: string, rows: readonly EditorRow[]): { programReference: string; cares: CareBody[] } {
  return { programReference: reference.trim() || DEFAULT_PROGRAM_REFERENCE, cares: careBodies(rows) };
}

export function programBody(clientId: number, reference: string, rows: readonly EditorRow[]): ProgramCreateInput {
  return { clientId, ...programContent(reference, rows) };
}
