import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { categoryQueries, practiceRulesQueries } from '@meche/api-client';
import { htFromTtcCents, parseAmount, toCents, ttcFromHtCents, TVA_RATE_LABELS, type Tva } from '@meche/contracts';
import { formatPrice } from '@meche/ui';
import { PRICE_TEXTS } from '../messages';
import { FormField } from './form-field';
import { acceptPriceKeystroke, priceRefusal, type ProductFormValues } from './product-form-values';
import type { ProductForm } from './use-product-form';
import styles from './product-fields.module.css';

interface PriceFieldProps {
  form: ProductForm;
  id: string;
  /** The form's price: always the TTC text. */
  price: string;
  categoryId: string;
  requirePrice: boolean;
  error: string | undefined;
  change: <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => void;
}

const cents = (text: string): number | null => {
  const read = parseAmount(text, 'price');
  return read.ok ? toCents(read.value) : null;
};
const euros = (value: number) => value / 100;

/**
 * The product's price, TTC as the sheets read it, with HT and VAT shown beside it as she types. A practice that
 * thinks in HT (its working rules) types the HT price instead: the TTC one is computed with the category's rate,
 * shown, and stored; an HT price left untouched keeps the stored TTC to the cent.
 */
export function PriceField({ form, id, price, categoryId, requirePrice, error, change }: PriceFieldProps) {
  const rules = useQuery(practiceRulesQueries.detail());
  const categories = useQuery(categoryQueries.list());
  const tva: Tva = categories.data?.find((c) => String(c.id) === categoryId)?.tva ?? null;
  const entryHt = rules.data?.priceEntry === 'HT';
  // null while she has not typed an HT price: shown from the stored TTC then.
  const [htText, setHtText] = useState<string | null>(null);
  const ttcCents = cents(price);
  const shownHt = htText ?? (ttcCents === null ? price : euros(htFromTtcCents(ttcCents, tva)).toFixed(2));

  const ttcOfHt = (text: string): string => {
    const ht = cents(text);
    return ht === null ? text : euros(ttcFromHtCents(ht, tva)).toFixed(2);
  };

  // A typed HT price keeps its meaning when the category (so the rate) changes: its TTC follows.
  useEffect(() => {
    if (htText !== null) change('price', ttcOfHt(htText));
    // Only the rate triggers this: typing already sets the TTC.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tva]);

  const onType = (text: string, current: string, apply: (accepted: string) => void) => {
    const accepted = acceptPriceKeystroke(text);
    // A refused keystroke is said, and the save waits until the practitioner has looked at the figure.
    if (accepted === null) change('priceRefusal', priceRefusal(text));
    else {
      if (accepted.length < current.length || !accepted) change('priceRefusal', '');
      apply(accepted);
    }
  };

  // Never a reading beside a refusal: with an error, only the error is said.
  const split = (() => {
    const rate = tva === null ? null : TVA_RATE_LABELS[tva];
    if (entryHt) {
      const ht = cents(shownHt);
      if (ht === null) return PRICE_TEXTS.ttcStored;
      const ttc = ttcFromHtCents(ht, tva);
      return PRICE_TEXTS.htToTtc(formatPrice(euros(ttc)), formatPrice(euros(ttc - ht)), rate);
    }
    if (ttcCents === null) return PRICE_TEXTS.ttcStored;
    const ht = htFromTtcCents(ttcCents, tva);
    return PRICE_TEXTS.ttcSplit(formatPrice(euros(ht)), formatPrice(euros(ttcCents - ht)), rate);
  })();

  return (
    <FormField id={id} label={entryHt ? PRICE_TEXTS.htLabel : PRICE_TEXTS.ttcLabel} error={error} hint={error ? undefined : split}>
      {(describedBy) => (
        <input
          id={id}
          ref={form.register('price').ref}
          className={styles.control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={entryHt ? shownHt : price}
          required={requirePrice}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(e) =>
            entryHt
              ? onType(e.target.value, shownHt, (accepted) => {
                  setHtText(accepted);
                  change('price', ttcOfHt(accepted));
                })
              : onType(e.target.value, price, (accepted) => change('price', accepted))
          }
        />
      )}
    </FormField>
  );
}
