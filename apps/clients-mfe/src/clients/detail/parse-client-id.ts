import { idSchema } from '@meche/contracts';

/** The route's clientId as a positive integer, or null for anything else ('abc', '0', '-1'). */
export function parseClientId(raw: string | undefined): number | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
