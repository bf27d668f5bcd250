/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum whose list lacks null refuses null, so a validator of
 * the document (ajv, a client generator) rejects `tva: null` that the API sends. The generator from zod writes
 * `nullable: true` beside the enum; null is added to the list here, once for every schema of the document.
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withNullInNullableEnums(item)) as T;
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withNullInNullableEnums(value)] as const);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy as T;
}
