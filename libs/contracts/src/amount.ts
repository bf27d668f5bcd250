import { MAX_PRICE, MAX_QUANTITY } from './constants';
import { MSG } from './messages';

/**
 * One reading of the amounts a practitioner types, for every price and quantity field and for the API.
 *
 * Accepted: digits with one decimal separator (',' or '.'), thousands grouped by threes with a space, a
 * non-breaking space or a narrow no-break space (what a French keyboard or a copied figure gives: `1 250,00`),
 * and for prices a trailing '€'. Everything else is refused with the French message of the field, never read
 * as something close: `12.5.3`, `-5`, `12 50`, letters, a price with more than 2 decimals, a fractional
 * quantity, anything past the bounds.
 *
 * An empty text is refused as required; a field where empty means 0 says so itself before calling.
 */
export type AmountKind = 'price' | 'quantity';

export type AmountResult = { ok: true; value: number } | { ok: false; error: string };

/** Spaces a French figure may be grouped with: space, no-break space, narrow no-break space, thin space. */
const GROUP_SPACE = '[ \\u00A0\\u202F\\u2009]';
const AMOUNT_PATTERN = new RegExp(`^(\\d+|\\d{1,3}(?:${GROUP_SPACE}\\d{3})+)?(?:[.,](\\d*))?$`);
const NEGATIVE_PREFIX = /^[-\u2212]/u;

const PRICE_DECIMALS = 2;

/**
 * The longest amount text read: '9 999,99 €' and '10 000' are far shorter. Anything longer is refused before any
 * pattern runs on it, so a request cannot make the server scan a megabyte of spaces.
 */
export const AMOUNT_TEXT_MAX = 40;

/** The text without a trailing '€' and the spaces before it (a loop-free test: no pattern tried from every space). */
const withoutEuro = (text: string): string => (text.endsWith('€') ? text.slice(0, -1).trimEnd() : text);

/** Digits grouped by spaces (a French '1 250'), then one separator and decimals, spaces after: what can lead to a price. */
const PRICE_TYPING = new RegExp(`^[\\d ${'\u00A0\u202F'}]*(?:[.,]\\d*${GROUP_SPACE}*)?$`);

/**
 * What a price field shows while she types, read as parseAmount reads it: a comma as a dot, a trailing '€' (typed or
 * pasted: '1 250,00 €') dropped rather than refused. null when no price can start so: the field says why instead.
 */
export function priceTypingText(text: string): string | null {
  const body = withoutEuro(text);
  return PRICE_TYPING.test(body) ? body.replace(',', '.') : null;
}

export function parseAmount(text: string, kind: AmountKind): AmountResult {
  const invalid: AmountResult = { ok: false, error: kind === 'price' ? MSG.invalidPrice : MSG.quantityNotWhole };
  if (text.length > AMOUNT_TEXT_MAX) return invalid;
  let body = text.trim();
  if (kind === 'price') body = withoutEuro(body);
  if (body === '') return { ok: false, error: MSG.required };
  if (NEGATIVE_PREFIX.test(body)) return { ok: false, error: kind === 'price' ? MSG.priceNegative : MSG.invalidQuantity };

  const match = AMOUNT_PATTERN.exec(body);
  if (!match) return invalid;
  const whole = (match[1] ?? '').replace(new RegExp(GROUP_SPACE, 'g'), '');
  const decimals = match[2] ?? '';
  if (whole === '' && decimals === '') return invalid;

  if (kind === 'quantity') {
    // '2,0' is still two; '2,5' is not a count of products.
    if (/[1-9]/.test(decimals)) return invalid;
    const value = Number(whole || '0');
    if (value < 1) return { ok: false, error: MSG.invalidQuantity };
    if (value > MAX_QUANTITY) return { ok: false, error: MSG.quantityTooHigh };
    return { ok: true, value };
  }

  if (decimals.length > PRICE_DECIMALS) return { ok: false, error: MSG.priceTooManyDecimals };
  // Counted in cents from the digits themselves, so no float rounding can move the value.
  const cents = Number(whole || '0') * 100 + Number(decimals.padEnd(PRICE_DECIMALS, '0'));
  if (cents > Math.round(MAX_PRICE * 100)) return { ok: false, error: MSG.priceTooHigh };
  return { ok: true, value: cents / 100 };
}
