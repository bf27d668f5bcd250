/** The causes of an error, outermost first (drizzle wraps the driver's error, which may wrap a socket's). */
export function causeChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause) {
    chain.push(e as Record<string, unknown>);
  }
  return chain;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The SQLSTATE of a database error (e.g. '23503'), wherever it sits in the cause chain. */
export function sqlStateOf(error: unknown): string | undefined {
  return causeChain(error)
    .map((e) => e.code)
    .find(isSqlState);
}

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** True when the error is a unique violation (of `constraint`, when named), wherever it sits in the cause chain. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return causeChain(error).some((e) => e.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint));
}

const nameOf = (e: Record<string, unknown>) => (typeof e.name === 'string' ? e.name : 'Error');

/** One link of a database error's chain, without what could hold data. */
function describeLink(e: Record<string, unknown>): Record<string, unknown> {
  if (isSqlState(e.code)) return { type: nameOf(e), code: e.code, routine: e.routine, table: e.table, column: e.column, constraint: e.constraint };
  if ('query' in e && 'params' in e) return { type: nameOf(e) };
  return { type: nameOf(e), code: e.code, message: e.message };
}

/** pino's error shape (what Fastify's logger types ask of a serializer), plus the safe fields of a database error. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The frames of a stack without its first line, which repeats the message. */
const framesOf = (stack: unknown) => (typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : '');

/**
 * An error as the logs may carry it. A failed statement's error holds the statement's parameters (drizzle's
 * message: "Failed query: … params: …") and the row's values (PostgreSQL's detail: "Failing row contains …"):
 * client files and health answers. Of a database error only its SQLSTATE, the names of what failed and the stack's
 * frames are kept; a network cause keeps its message (an address, never data); any other error is logged whole.
 */
export function loggableError(error: unknown): LoggedError {
  const chain = causeChain(error);
  const [outer, ...causes] = chain;
  if (!outer) return { type: typeof error, message: String(error), stack: '' };
  if (!chain.some((e) => isSqlState(e.code) || ('query' in e && 'params' in e))) {
    return { type: nameOf(outer), message: String(outer.message ?? ''), stack: String(outer.stack ?? '') };
  }
  const code = sqlStateOf(error);
  return {
    ...describeLink(outer),
    type: nameOf(outer),
    message: code ? `database error ${code}` : 'database error',
    stack: framesOf(outer.stack),
    ...(causes.length ? { causes: causes.map(describeLink) } : {}),
  };
}
