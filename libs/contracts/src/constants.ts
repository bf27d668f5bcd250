/**
 * Business constants, named once for the API and every front-end. This module imports nothing:
 * front code that needs only constants imports `@meche/contracts/constants`, which keeps zod (the schemas of
 * the main entry) off pages that validate nothing, such as /login.
 */

/** The localStorage key of the session user. */
export const SESSION_STORAGE_KEY = 'user';

/** API paths (below /api) of the session calls: @meche/runtime tells their 401s apart without loading axios. */
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const REFRESH_PATH = '/refresh-token';

export const CLIENT_PAGE_SIZE = 20;
export const CLIENT_SEARCH_DEBOUNCE_MS = 800;
export const CLIENT_DEFAULT_SORT = 'lastName';
export const CLIENT_DEFAULT_DIRECTION = 'asc';

export const PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 1000;

export const PRODUCT_PICKER_PAGE_SIZE = 20;
export const PRODUCT_PICKER_DEBOUNCE_MS = 500;

/** The API never returns more than this many rows in one page. */
export const MAX_PAGE_SIZE = 100;

export const PRODUCT_NAME_MAX = 50;

export const PRINT_DELAY_MS = 500;

export const EDITOR_HISTORY_MAX_STACK = 100;
export const EDITOR_HISTORY_DELAY_MS = 1000;
export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const;

export const DEFAULT_PROGRAM_REFERENCE = 'New Program';

export const ROLES = ['ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const TVA_VALUES = ['TVA5,5%', 'TVA20%'] as const;
export type TvaValue = (typeof TVA_VALUES)[number];
/** null means no VAT. */
export type Tva = TvaValue | null;

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { M: 'Masculin', F: 'Féminin' };

export const TIME_SLOTS = ['Matin', 'Soir'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export const DAY_CODES: Record<DayOfWeek, string> = {
  MONDAY: 'L',
  TUESDAY: 'Ma',
  WEDNESDAY: 'Me',
  THURSDAY: 'J',
  FRIDAY: 'V',
  SATURDAY: 'S',
  SUNDAY: 'D',
};

/** Upper bounds that keep one request small; not a product rule (docs/product.md), chosen generously. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const DESCRIPTION_MAX = 100_000;
export const MAX_WEEKS = 104;
/** A dose per intake is a short text ('5 ml', '2 gélules'), printed in a grid cell. */
export const DOSE_MAX = 40;
/**
 * Money bounds, chosen so that no accepted input can overflow a numeric(12,2) column: a care price is at most
 * MAX_PRICE × MAX_QUANTITY (99,999,900.00) and a programme total MAX_CARES_PER_PROGRAM of them (9,999,990,000.00),
 * under MAX_AMOUNT. The property test in money.test.ts holds them to it.
 */
export const MAX_AMOUNT = 9_999_999_999.99;
export const MAX_PRICE = 9_999.99;
export const MAX_QUANTITY = 10_000;
export const MAX_CARES_PER_PROGRAM = 100;
