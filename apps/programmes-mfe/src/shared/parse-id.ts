/** A route parameter as a database id: a positive integer, else undefined. */
export function parseId(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
