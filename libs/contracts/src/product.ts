import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { DESCRIPTION_MAX, MAX_PRICE, PRODUCT_NAME_MAX, TEXT_MAX, TVA_VALUES } from './constants';
import { amountSchema } from './amount-schema';
import { CONTRAINDICATIONS } from './contraindications';
import { ID_MAX } from './fields-values';
import { requiredText } from './fields';
import { MSG } from './messages';

const priceNumberSchema = z
  .number({ error: MSG.invalidPrice })
  .finite({ error: MSG.invalidPrice })
  .min(0, { error: MSG.invalidPrice })
  .max(MAX_PRICE, { error: MSG.priceTooHigh });

/** A price as a number of euros, or as the text a practitioner typed ('1 250,00', '12,50 €'), read by parseAmount. */
export const priceSchema = amountSchema('price', priceNumberSchema, MSG.invalidPrice);

/** A category reference inside a product body: only the id matters to the server. */
const categoryRefSchema = z
  .object({
    id: z.number({ error: MSG.invalidValue }).int({ error: MSG.invalidValue }).positive({ error: MSG.invalidValue }).max(ID_MAX, { error: MSG.invalidValue }).nullish(),
    name: z.string({ error: MSG.invalidValue }).nullish(),
    tva: z.string({ error: MSG.invalidValue }).nullish(),
  })
  .nullish()
  .transform((c) => (c?.id ? { id: c.id } : null));

const contraindicationSchema = z.enum(CONTRAINDICATIONS, { error: MSG.invalidContraindication });

/** A list from the vocabulary, each reason once, in vocabulary order. */
export const contraindicationListSchema = z
  .array(contraindicationSchema, { error: MSG.invalidValue })
  .max(CONTRAINDICATIONS.length * 2, { error: MSG.invalidValue })
  .transform((list) => CONTRAINDICATIONS.filter((c) => list.includes(c)));

/**
 * Body of POST /api/product and PUT /api/product/{id}. `contraindications` is optional: absent on a create means
 * none, absent on an update keeps the stored list (a caller that does not know the field cannot erase it).
 */
export const productInputSchema = z.object({
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(PRODUCT_NAME_MAX, { error: MSG.productNameTooLong }),
  type: requiredText(TEXT_MAX),
  refProduct: requiredText(TEXT_MAX),
  productPrice: priceSchema,
  description: z
    .string({ error: MSG.invalidValue })
    .max(DESCRIPTION_MAX, { error: MSG.tooLong(DESCRIPTION_MAX) })
    .nullish()
    .transform((v) => v ?? ''),
  categoryDTO: categoryRefSchema,
  contraindications: contraindicationListSchema.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

const categoryDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  tva: z.enum(TVA_VALUES).nullable(),
});

export const productSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  type: z.string(),
  refProduct: z.string(),
  productPrice: z.number(),
  description: z.string(),
  categoryDTO: categoryDtoSchema.nullable(),
  contraindications: z.array(z.enum(CONTRAINDICATIONS)),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a care names it: everything but the description, which is the catalogue's to show. A description may
 * hold 100,000 characters; a programme list carrying it once per care would weigh hundreds of megabytes.
 */
export const productSummarySchema = productSchema.omit({ description: true });
export type ProductSummary = z.infer<typeof productSummarySchema>;
