import { fromCents } from '@meche/contracts';
import { formatPrice } from '@meche/ui';

/** A price, or a dash while a quantity cannot be saved: never a figure computed from a value the field refuses. */
export function PriceOrPending({ cents }: { cents: number | undefined }) {
  if (cents !== undefined) return <>{formatPrice(fromCents(cents))}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="meche-sr-only">quantité à corriger</span>
    </>
  );
}
