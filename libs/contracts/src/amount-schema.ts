import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { parseAmount, type AmountKind } from './amount';

/**
 * An amount field of a request body: a JSON number goes through `numberSchema` as it always did, a string is
 * read by parseAmount, so an API caller and a form give the same answer to the same typed text.
 */
export function amountSchema(kind: AmountKind, numberSchema: z.ZodNumber, invalidMessage: string) {
  return z.union([numberSchema, z.string()], { error: invalidMessage }).transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const result = parseAmount(value, kind);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });
}
