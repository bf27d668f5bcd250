import { z } from 'zod';
// Before any schema is made: French messages, no eval probe (see zod-config.ts).
import './zod-config';
import { MSG } from './messages';

export const loginRequestSchema = z.object({
  username: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(254, { error: MSG.tooLong(254) }),
  password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(1024, { error: MSG.tooLong(1024) }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Body of POST /api/login: id, phone, role, userName. */
export const loginResponseSchema = z.object({
  id: z.number(),
  phone: z.string().nullable(),
  /** Any stored role: the front sends a role other than ADMIN/USER to /unauthorized. */
  role: z.string(),
  userName: z.string(),
  /** Seconds until the access cookie expires, so the front can refresh before it does. */
  accessExpiresIn: z.number(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of POST /api/refresh-token: the same as a login's. */
export type RefreshResponse = LoginResponse;

/** What the browser keeps in localStorage under SESSION_STORAGE_KEY. */
export const sessionUserSchema = z.object({
  username: z.string(),
  userId: z.number(),
  phone: z.string().nullable(),
  role: z.string(),
  name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
