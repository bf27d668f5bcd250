import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@users.test', { name: 'Camille' });
  other = await h.practitioner('other@users.test');
});
afterAll(() => h?.close());

describe('/api/user/{id}', () => {
  it('reads the own profile', async () => {
    const res = await me.get(`/api/user/${me.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Camille', email: 'me@users.test', phone: null });
  });

  it('updates the own profile', async () => {
    const res = await me.put(`/api/user/${me.userId}`, { name: 'Camille Martin', email: 'Camille@Users.test', phone: '0601020304' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Camille Martin', email: 'camille@users.test', phone: '0601020304' });
    expect((await me.get(`/api/user/${me.userId}`)).json().email).toBe('camille@users.test');
  });

  it('answers field-keyed errors, including an email already taken', async () => {
    const bad = await me.put(`/api/user/${me.userId}`, { name: '', email: 'nope', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: MSG.required, email: MSG.invalidEmail, phone: MSG.invalidPhone });
    const taken = await me.put(`/api/user/${me.userId}`, { name: 'X', email: 'OTHER@users.test', phone: '' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: MSG.emailTaken });
  });

  it("answers 404 for another practitioner's id", async () => {
    expect((await me.get(`/api/user/${other.userId}`)).statusCode).toBe(404);
    expect((await me.put(`/api/user/${other.userId}`, { name: 'Pirate', email: 'p@users.test' })).statusCode).toBe(404);
    expect((await other.get(`/api/user/${other.userId}`)).json().name).not.toBe('Pirate');
  });
});
