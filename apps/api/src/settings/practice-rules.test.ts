import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_RULES, MSG, type PracticeRules } from '@meche/contracts';
import { Agent, createHarness, PASSWORD, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe("the practice's choices, one store", () => {
  it('keeps what each panel sends and leaves the rest, beside the printed details, for that practitioner only', async () => {
    const me = await h.practitioner('choix@practice-rules.test');
    expect((await me.get('/api/settings/rules')).json()).toEqual(DEFAULT_PRACTICE_RULES);
    await me.put('/api/settings', { name: 'Institut Lumière', address: null, phone: null, siret: null });

    const reminders = await me.put('/api/settings/rules', { reminderLeadHours: 72, photoRetakeWeeks: 6 });
    expect(reminders.statusCode, reminders.body).toBe(200);
    expect(reminders.json()).toEqual({ ...DEFAULT_PRACTICE_RULES, reminderLeadHours: 72, photoRetakeWeeks: 6 });
    await me.put('/api/settings/rules', { priceEntry: 'HT' });
    const after = await me.put('/api/settings/rules', { afterClientCreated: 'file' });
    expect(after.json()).toEqual({ ...DEFAULT_PRACTICE_RULES, reminderLeadHours: 72, photoRetakeWeeks: 6, priceEntry: 'HT', afterClientCreated: 'file' });
    // The printed details are untouched by the choices, and the choices by a save of the details.
    await me.put('/api/settings', { name: 'Institut Soleil', address: null, phone: null, siret: null });
    expect((await me.get('/api/settings')).json()).toMatchObject({ name: 'Institut Soleil' });
    expect((await me.get('/api/settings/rules')).json<PracticeRules>().afterClientCreated).toBe('file');

    const other = await h.practitioner('autre@practice-rules.test');
    expect((await other.get('/api/settings/rules')).json()).toEqual(DEFAULT_PRACTICE_RULES);
  });

  it('follows the practitioner to another device: a new sign-in reads the same after-adding choice', async () => {
    const laptop = await h.practitioner('appareils@practice-rules.test');
    expect((await laptop.put('/api/settings/rules', { afterClientCreated: 'file' })).statusCode).toBe(200);
    const tablet = new Agent(h.app);
    expect((await tablet.post('/api/login', { username: 'appareils@practice-rules.test', password: PASSWORD })).statusCode).toBe(200);
    expect((await tablet.get('/api/settings/rules')).json<PracticeRules>().afterClientCreated).toBe('file');
  });

  it('refuses a choice it does not know, field by field, and keeps the stored ones', async () => {
    const me = await h.practitioner('refus@practice-rules.test');
    const res = await me.put('/api/settings/rules', { afterClientCreated: 'dashboard', reminderLeadHours: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ afterClientCreated: MSG.invalidValue, reminderLeadHours: 'Choisissez 24, 48 ou 72 heures.' });
    expect((await me.get('/api/settings/rules')).json()).toEqual(DEFAULT_PRACTICE_RULES);
    expect((await h.anonymous().put('/api/settings/rules', { afterClientCreated: 'file' })).statusCode).toBe(401);
  });
});
