import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import {
  CLIENT_DEFAULT_DIRECTION,
  CLIENT_DEFAULT_SORT,
  CLIENT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
} from './constants';
import { ID_MAX, ID_PATTERN } from './fields-values';
import { MSG } from './messages';

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    number: z.number(),
    size: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

const pageNumber = z.coerce
  .number({ error: MSG.invalidNumber })
  .int({ error: MSG.invalidNumber })
  .min(0, { error: MSG.invalidNumber })
  .max(1_000_000, { error: MSG.invalidNumber })
  .default(0);

/** Sizes over the cap are clamped rather than refused: a caller asking for too much gets the most allowed. */
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: MSG.invalidNumber })
    .int({ error: MSG.invalidNumber })
    .min(1, { error: MSG.invalidNumber })
    .default(fallback)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    // Documented as what a caller gets: a larger size is accepted and answered with MAX_PAGE_SIZE rows at most.
    .meta({ maximum: MAX_PAGE_SIZE, description: `Au plus ${MAX_PAGE_SIZE} ; une taille plus grande est ramenée à ${MAX_PAGE_SIZE}.` });

const searchText = z.string({ error: MSG.invalidValue }).trim().max(100, { error: MSG.tooLong(100) }).default('');

export const CLIENT_SORT_FIELDS = [
  'lastName',
  'firstName',
  'zipCode',
  'city',
  'sex',
  'email',
  'birthday',
  'created',
  'modified',
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export const clientListQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(CLIENT_PAGE_SIZE),
  search: searchText,
  sortBy: z.enum(CLIENT_SORT_FIELDS, { error: MSG.invalidValue }).default(CLIENT_DEFAULT_SORT),
  direction: z
    .enum(['asc', 'desc', 'ASC', 'DESC'], { error: MSG.invalidValue })
    .default(CLIENT_DEFAULT_DIRECTION)
    .transform((d) => d.toLowerCase() as 'asc' | 'desc'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const productListQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(PRODUCT_PAGE_SIZE),
  search: searchText,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** A path id in its one spelling (ID_PATTERN): one file, one address. */
const idParam = z
  .string({ error: MSG.notFound })
  .regex(ID_PATTERN, { error: MSG.notFound })
  .transform(Number)
  .pipe(z.number().max(ID_MAX, { error: MSG.notFound }));

export const idParamsSchema = z.object({ id: idParam });
export const clientIdParamsSchema = z.object({ clientId: idParamsSchema.shape.id });
