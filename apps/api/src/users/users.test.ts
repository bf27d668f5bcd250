import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@meche/contracts';
import { Agent, PASSWORD, createHarness, type Harness } from '../test/harness';

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

  it('updates name and phone without the password; the same email in other letters is no change', async () => {
    const res = await me.put(`/api/user/${me.userId}`, { name: 'Camille Martin', email: 'ME@Users.test', phone: '0601020304' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Camille Martin', email: 'me@users.test', phone: '0601020304' });
  });

  it('answers field-keyed errors', async () => {
    const bad = await me.put(`/api/user/${me.userId}`, { name: '', email: 'nope', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: MSG.required, email: MSG.invalidEmail, phone: MSG.invalidPhone });
  });

  it('a new email needs the current password: missing or wrong, nothing changes', async () => {
    const agent = await h.practitioner('mover@users.test', { name: 'Mover' });
    const url = `/api/user/${agent.userId}`;
    const missing = await agent.put(url, { name: 'Mover', email: 'moved@users.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ currentPassword: MSG.currentPasswordRequired });
    const wrong = await agent.put(url, { name: 'Mover', email: 'moved@users.test', currentPassword: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ currentPassword: MSG.wrongCurrentPassword });
    expect((await agent.get(url)).json()).toMatchObject({ email: 'mover@users.test' });

    const moved = await agent.put(url, { name: 'Mover', email: 'Moved@Users.test', currentPassword: PASSWORD });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ name: 'Mover', email: 'moved@users.test', phone: null });
    const signIn = (username: string) => h.anonymous().post('/api/login', { username, password: PASSWORD });
    expect((await signIn('moved@users.test')).statusCode).toBe(200);
    expect((await signIn('mover@users.test')).statusCode).toBe(401);
  });

  it('an email already taken is told only to whoever gives the password', async () => {
    const url = `/api/user/${me.userId}`;
    const body = { name: 'Camille', email: 'OTHER@users.test' };
    expect((await me.put(url, body)).json()).toEqual({ currentPassword: MSG.currentPasswordRequired });
    expect((await me.put(url, { ...body, currentPassword: 'guess' })).json()).toEqual({ currentPassword: MSG.wrongCurrentPassword });
    const taken = await me.put(url, { ...body, currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: MSG.emailTaken });
    expect((await me.get(url)).json()).toMatchObject({ email: 'me@users.test' });
  });

  it('wrong passwords and taken emails count as failed logins: probing stops at the login limit (429)', async () => {
    const app = await h.buildAnother({ loginMaxAttempts: 3 });
    await h.createUser('prober@users.test');
    const agent = new Agent(app);
    const signedIn = await agent.post('/api/login', { username: 'prober@users.test', password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const url = `/api/user/${signedIn.json<{ id: number }>().id}`;
    expect((await agent.put(url, { name: 'P', email: 'other@users.test', currentPassword: PASSWORD })).json()).toEqual({ email: MSG.emailTaken });
    expect((await agent.put(url, { name: 'P', email: 'me@users.test', currentPassword: PASSWORD })).json()).toEqual({ email: MSG.emailTaken });
    expect((await agent.put(url, { name: 'P', email: 'camille@users.test', currentPassword: 'wrong' })).json()).toEqual({ currentPassword: MSG.wrongCurrentPassword });
    const blocked = await agent.put(url, { name: 'P', email: 'mover@users.test', currentPassword: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same counter as the login's: no fresh guesses there either.
    expect((await new Agent(app).post('/api/login', { username: 'prober@users.test', password: PASSWORD })).statusCode).toBe(429);
    // Name and phone still change (no password involved).
    expect((await agent.put(url, { name: 'Prober', email: 'prober@users.test', phone: '0102' })).statusCode).toBe(200);
  });

  it("answers 404 for another practitioner's id", async () => {
    expect((await me.get(`/api/user/${other.userId}`)).statusCode).toBe(404);
    expect((await me.put(`/api/user/${other.userId}`, { name: 'Pirate', email: 'p@users.test' })).statusCode).toBe(404);
    expect((await other.get(`/api/user/${other.userId}`)).json().name).not.toBe('Pirate');
  });
});
