import type { Agent, Harness } from './harness';
import { PASSWORD } from './harness';
import sharp from 'sharp';
import { cameraJpeg } from './images';

/** One practitioner with one record of every kind, each carrying `marker` in its text fields. */
export interface World {
  agent: Agent & { userId: number };
  email: string;
  marker: string;
  userId: number;
  clientId: number;
  /** A client without programmes (deletable). */
  spareClientId: number;
  categoryId: number;
  productId: number;
  /** A product used in no care (deletable, addable to the programme). */
  spareProductId: number;
  programId: number;
  careId: number;
  /** A protocol made from the programme. */
  protocolId: number;
  /** A scalp photo of the client, and the camera JPEG it was uploaded from. */
  photoId: number;
  photo: Buffer;
  /** A visit of the client, on the programme. */
  visitId: number;
  /** The live questionnaire link of the client (the client's answers sent on an earlier one wait for a decision). */
  linkToken: string;
  /** A valid body for the client's submission (answers with the marker, consent, signature). */
  submission: { answers: Record<string, string>; consent: true; signature: string };
}

/** The token at the end of a created link's address. */
export const tokenOf = (res: { json(): unknown }) => (res.json() as { url: string }).url.split('/').pop() ?? '';

/** A drawn signature as the client's page sends it: a PNG data URL. */
export async function signatureDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 200, height: 4, channels: 3, background: '#000000' } }, top: 48, left: 50 }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Creates a link for the client and answers it as the client would; then a fresh link, unused. */
async function clientLinks(agent: Agent, clientId: number, marker: string) {
  const submission = { answers: { stress: `Oui ${marker}`, pelade: 'Non' }, consent: true as const, signature: await signatureDataUrl() };
  const first = await agent.post(`/api/client/${clientId}/questionnaire-link`);
  if (first.statusCode !== 201) throw new Error(`link: ${first.statusCode} ${first.body}`);
  const sent = await agent.post(`/api/form/${tokenOf(first)}`, submission);
  if (sent.statusCode !== 200) throw new Error(`form: ${sent.statusCode} ${sent.body}`);
  const live = await agent.post(`/api/client/${clientId}/questionnaire-link`);
  return { linkToken: tokenOf(live), submission };
}

const created = async (agent: Agent, url: string, body: unknown): Promise<{ id: number }> => {
  const res = await agent.post(url, body);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

export const clientBody = (marker: string) => ({
  firstName: `Prénom ${marker}`,
  lastName: `Nom ${marker}`,
  sex: 'F',
  email: `${marker.toLowerCase()}@client.test`,
  mobilePhone: '0601020304',
  city: `Ville ${marker}`,
  comments: `Remarque ${marker}`,
  // Health answers (GDPR art. 9): the most sensitive strings of the file.
  anticoagulants: `Oui ${marker}`,
  allergiesOuIntolerances: `Pollen ${marker}`,
  enceinte: `Non ${marker}`,
});

export const productBody = (marker: string, categoryId: number | null, suffix = '') => ({
  name: `Sérum ${marker}${suffix}`.slice(0, 50),
  type: `Type ${marker}`,
  refProduct: `REF-${marker}${suffix}`,
  productPrice: 12.5,
  description: `<p>Description ${marker}</p>`,
  categoryDTO: categoryId ? { id: categoryId } : null,
});

/** A client list as a spreadsheet saves it, with the actor's marker. */
const clientsCsv = (marker: string) => Buffer.from(`Nom;Prénom;Sexe;Email\r\nImporté ${marker};Lina;F;import-${marker.toLowerCase()}@client.test\r\n`, 'utf8');

const care = (productId: number, id?: number) => ({
  ...(id ? { id } : {}),
  productDTO: { id: productId },
  quantity: 2,
  timeSlot: ['Matin'],
  daysOfWeek: ['MONDAY'],
  weeks: [1],
  durationWeeks: 1,
});

export const visitBody = (clientId: number, programId: number | null, startsAt: string) => ({
  clientId,
  programId,
  startsAt,
  durationMinutes: 45,
  kind: 'suivi',
  note: 'Contrôle à 4 semaines',
});

/** The client's consent recorded on paper: a photo of a client needs it (unless the practice's rules allow without). */
export async function recordConsent(agent: Agent, clientId: number): Promise<void> {
  const res = await agent.put(`/api/client/${clientId}/consent`, { givenOn: '2026-01-05', method: 'paper' });
  if (res.statusCode !== 200) throw new Error(`consent: ${res.statusCode} ${res.body}`);
}

export async function createWorld(h: Harness, name: string, role: 'USER' | 'ADMIN' = 'USER'): Promise<World> {
  const marker = `${name.toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const email = `${name.toLowerCase()}-${marker.toLowerCase()}@matrix.test`;
  const agent = await h.practitioner(email, { name: `Praticien ${marker}`, role });
  const clientId = (await created(agent, '/api/client', clientBody(marker))).id;
  const spareClientId = (await created(agent, '/api/client', clientBody(marker))).id;
  const categoryId = (await created(agent, '/api/category', { name: `Catégorie ${marker}`, tva: 'TVA20%' })).id;
  const productId = (await created(agent, '/api/product', productBody(marker, categoryId))).id;
  const spareProductId = (await created(agent, '/api/product', productBody(marker, null, '-2'))).id;
  const program = (await created(agent, '/api/program', {
    clientId,
    programReference: `Programme ${marker}`,
    cares: [care(productId)],
  })) as { id: number; cares: { id: number }[] };
  const careId = program.cares[0]?.id ?? 0;
  const protocolId = (await created(agent, '/api/protocol', { name: `Protocole ${marker}`, programId: program.id })).id;
  const photo = await cameraJpeg();
  await recordConsent(agent, clientId);
  const uploaded = await agent.call('POST', `/api/client/${clientId}/photos?takenOn=2026-01-05&zone=Front&note=${encodeURIComponent(`Note ${marker}`)}`, {
    payload: photo,
    headers: { 'content-type': 'image/jpeg' },
  });
  if (uploaded.statusCode !== 201) throw new Error(`photo: ${uploaded.statusCode} ${uploaded.body}`);
  const photoId = (uploaded.json() as { id: number }).id;
  // A logo too, so reading it is a route like the others for the owner.
  const logo = await agent.call('PUT', '/api/settings/logo', { payload: photo, headers: { 'content-type': 'image/jpeg' } });
  if (logo.statusCode !== 200) throw new Error(`logo: ${logo.statusCode} ${logo.body}`);
  const visitId = (await created(agent, '/api/visit', visitBody(clientId, program.id, '2026-06-01T08:00:00Z'))).id;
  const links = await clientLinks(agent, clientId, marker);
  return { agent, email, marker, userId: agent.userId, clientId, spareClientId, categoryId, productId, spareProductId, programId: program.id, careId, protocolId, photoId, photo, visitId, ...links };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface RouteRequest {
  url: string;
  body?: unknown;
  /** A raw body (an image upload) instead of JSON. */
  raw?: { bytes: Buffer; type: string };
}

/**
 * Every route of the API, once. `build(actor, target)` is a valid request of `actor` aimed at `target`'s
 * records (ids in the path from `target`, the rest of the body from `actor`); with actor === target it
 * must succeed with `ok`. With another practitioner as target it must answer `foreign`: 404, or 'own'
 * for lists and creations, which only ever see or write the actor's own rows.
 * `foreignBody`, when present, points ids INSIDE the body at target's records (documented 400 or 404).
 */
export interface RouteCase {
  method: Method;
  route: string;
  access: 'public' | 'session';
  ok: number;
  foreign: 404 | 'own' | 'none';
  build(actor: World, target: World): RouteRequest;
  foreignBody?: { status: 400 | 404; build(actor: World, target: World): RouteRequest };
}

export const ROUTES: readonly RouteCase[] = [
  { method: 'GET', route: '/api/health', access: 'public', ok: 200, foreign: 'none', build: () => ({ url: '/api/health' }) },
  {
    method: 'POST',
    route: '/api/login',
    access: 'public',
    ok: 200,
    foreign: 'none',
    build: (a) => ({ url: '/api/login', body: { username: a.email, password: PASSWORD } }),
  },
  { method: 'POST', route: '/api/refresh-token', access: 'public', ok: 200, foreign: 'none', build: () => ({ url: '/api/refresh-token' }) },
  { method: 'POST', route: '/api/logout', access: 'public', ok: 204, foreign: 'none', build: () => ({ url: '/api/logout' }) },

  { method: 'GET', route: '/api/user/:id', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/user/${t.userId}` }) },
  {
    method: 'PUT',
    route: '/api/user/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/user/${t.userId}`, body: { name: `Praticien ${a.marker}`, email: a.email, phone: null } }),
  },

  {
    method: 'GET',
    route: '/api/clients',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: (_a, t) => ({ url: `/api/clients?search=${encodeURIComponent(t.marker)}&size=100` }),
  },
  {
    method: 'POST',
    route: '/api/client',
    access: 'session',
    ok: 201,
    foreign: 'own',
    build: (a, t) => ({ url: '/api/client', body: { ...clientBody(a.marker), userId: t.userId } }),
  },
  { method: 'GET', route: '/api/client/:id', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.clientId}` }) },
  {
    method: 'PUT',
    route: '/api/client/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/client/${t.clientId}`, body: { ...clientBody(a.marker), userId: a.userId } }),
  },
  { method: 'DELETE', route: '/api/client/:id', access: 'session', ok: 204, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.spareClientId}` }) },
  { method: 'POST', route: '/api/client/:id/export', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.clientId}/export` }) },
  { method: 'GET', route: '/api/client/:id/audit', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.clientId}/audit` }) },
  {
    method: 'PUT',
    route: '/api/client/:id/consent',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/consent`, body: { givenOn: '2026-01-05', method: 'paper' } }),
  },
  {
    method: 'POST',
    route: '/api/client/:id/consent/withdrawal',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/consent/withdrawal`, body: { confirm: true } }),
  },

  {
    method: 'POST',
    route: '/api/client/:id/questionnaire-link',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/questionnaire-link` }),
  },
  {
    method: 'GET',
    route: '/api/client/:id/questionnaire-link',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/questionnaire-link` }),
  },
  {
    method: 'DELETE',
    route: '/api/client/:id/questionnaire-link',
    access: 'session',
    ok: 204,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/questionnaire-link` }),
  },
  { method: 'GET', route: '/api/client/:id/proposal', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.clientId}/proposal` }) },
  {
    method: 'POST',
    route: '/api/client/:id/proposal/decision',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/proposal/decision`, body: { accept: ['stress'] } }),
  },
  // The client's own page and submission: the link's token is the only key (no session).
  { method: 'GET', route: '/formulaire/:token', access: 'public', ok: 200, foreign: 'none', build: (a) => ({ url: `/formulaire/${a.linkToken}` }) },
  { method: 'GET', route: '/formulaire/assets/:file', access: 'public', ok: 200, foreign: 'none', build: () => ({ url: '/formulaire/assets/form.js' }) },
  { method: 'POST', route: '/api/form/:token', access: 'public', ok: 200, foreign: 'none', build: (a) => ({ url: `/api/form/${a.linkToken}`, body: a.submission }) },

  { method: 'GET', route: '/api/client/:id/photos', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.clientId}/photos` }) },
  {
    method: 'POST',
    route: '/api/client/:id/photos',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (a, t) => ({ url: `/api/client/${t.clientId}/photos?takenOn=2026-02-01&zone=Nuque`, raw: { bytes: a.photo, type: 'image/jpeg' } }),
  },
  { method: 'GET', route: '/api/photo/:id/image', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/photo/${t.photoId}/image` }) },
  { method: 'GET', route: '/api/photo/:id/thumbnail', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/photo/${t.photoId}/thumbnail` }) },
  {
    method: 'PUT',
    route: '/api/photo/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/photo/${t.photoId}`, body: { takenOn: '2026-01-06', zone: 'Sommet', note: `Note ${a.marker}` } }),
  },
  { method: 'DELETE', route: '/api/photo/:id', access: 'session', ok: 204, foreign: 404, build: (_a, t) => ({ url: `/api/photo/${t.photoId}` }) },

  {
    method: 'GET',
    route: '/api/products',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: (_a, t) => ({ url: `/api/products?search=${encodeURIComponent(t.marker)}&size=100` }),
  },
  {
    method: 'POST',
    route: '/api/product',
    access: 'session',
    ok: 201,
    foreign: 'own',
    build: (a, t) => ({ url: '/api/product', body: { ...productBody(a.marker, a.categoryId, '-n'), userId: t.userId } }),
    foreignBody: { status: 400, build: (a, t) => ({ url: '/api/product', body: productBody(a.marker, t.categoryId, '-f') }) },
  },
  { method: 'GET', route: '/api/product/:id', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/product/${t.productId}` }) },
  {
    method: 'PUT',
    route: '/api/product/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/product/${t.productId}`, body: productBody(a.marker, a.categoryId) }),
    foreignBody: { status: 400, build: (a, t) => ({ url: `/api/product/${a.productId}`, body: productBody(a.marker, t.categoryId) }) },
  },
  { method: 'DELETE', route: '/api/product/:id', access: 'session', ok: 204, foreign: 404, build: (_a, t) => ({ url: `/api/product/${t.spareProductId}` }) },

  { method: 'GET', route: '/api/categories', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/categories' }) },
  {
    method: 'POST',
    route: '/api/category',
    access: 'session',
    ok: 201,
    foreign: 'own',
    build: (a, t) => ({ url: '/api/category', body: { name: `Nouvelle ${a.marker}`, tva: null, userId: t.userId } }),
  },
  {
    method: 'PUT',
    route: '/api/category/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/category/${t.categoryId}?confirm=true`, body: { name: `Renommée ${a.marker}`, tva: 'TVA5,5%' } }),
  },
  {
    method: 'DELETE',
    route: '/api/category/:id',
    access: 'session',
    ok: 204,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/category/${t.categoryId}?confirm=true` }),
  },
  {
    method: 'GET',
    route: '/api/category/:id/usage',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/category/${t.categoryId}/usage` }),
  },

  {
    method: 'POST',
    route: '/api/program',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (a, t) => ({ url: '/api/program', body: { clientId: t.clientId, programReference: `Nouveau ${a.marker}`, cares: [care(a.spareProductId)] } }),
    foreignBody: {
      status: 400,
      build: (a, t) => ({ url: '/api/program', body: { clientId: a.clientId, cares: [care(t.productId)] } }),
    },
  },
  {
    method: 'PUT',
    route: '/api/program/update/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/program/update/${t.programId}`, body: { programReference: `Modifié ${a.marker}`, cares: [care(a.productId)] } }),
    foreignBody: {
      status: 400,
      build: (a, t) => ({ url: `/api/program/update/${a.programId}`, body: { cares: [care(a.productId, t.careId)] } }),
    },
  },
  { method: 'GET', route: '/api/programs/:clientId', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/programs/${t.clientId}` }) },
  {
    method: 'POST',
    route: '/api/sheet/program/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/sheet/program/${t.programId}`, body: { vigilance: true } }),
  },
  {
    method: 'POST',
    route: '/api/sheet/program/:id/email',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/sheet/program/${t.programId}/email`, body: { vigilance: true } }),
  },
  { method: 'POST', route: '/api/sheet/planning/:id', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/sheet/planning/${t.programId}` }) },
  {
    method: 'POST',
    route: '/api/sheet/planning/:id/email',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/sheet/planning/${t.programId}/email` }),
  },
  { method: 'GET', route: '/api/program/:id', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/program/${t.programId}` }) },
  { method: 'DELETE', route: '/api/program/:id', access: 'session', ok: 204, foreign: 404, build: (_a, t) => ({ url: `/api/program/${t.programId}` }) },

  {
    method: 'POST',
    route: '/api/care',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (a, t) => ({ url: '/api/care', body: { clientId: t.clientId, programId: t.programId, ...care(a.spareProductId) } }),
    foreignBody: {
      status: 400,
      build: (a, t) => ({ url: '/api/care', body: { clientId: a.clientId, programId: a.programId, ...care(t.spareProductId) } }),
    },
  },
  {
    method: 'PUT',
    route: '/api/care/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/care/${t.careId}`, body: care(a.productId) }),
    foreignBody: { status: 400, build: (a, t) => ({ url: `/api/care/${a.careId}`, body: care(t.productId) }) },
  },

  { method: 'GET', route: '/api/protocols', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/protocols' }) },
  {
    method: 'POST',
    route: '/api/protocol',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (a, t) => ({ url: '/api/protocol', body: { name: `Autre ${a.marker}`, programId: t.programId } }),
  },
  {
    method: 'PUT',
    route: '/api/protocol/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/protocol/${t.protocolId}`, body: { name: `Renommé ${a.marker}` } }),
  },
  { method: 'DELETE', route: '/api/protocol/:id', access: 'session', ok: 204, foreign: 404, build: (_a, t) => ({ url: `/api/protocol/${t.protocolId}` }) },
  {
    method: 'POST',
    route: '/api/protocol/:id/program',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (a, t) => ({ url: `/api/protocol/${t.protocolId}/program`, body: { clientId: a.clientId } }),
    foreignBody: {
      status: 404,
      build: (a, t) => ({ url: `/api/protocol/${a.protocolId}/program`, body: { clientId: t.clientId } }),
    },
  },

  { method: 'GET', route: '/api/settings', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/settings' }) },
  {
    method: 'PUT',
    route: '/api/settings',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: (a) => ({ url: '/api/settings', body: { name: `Cabinet ${a.marker}`, address: '1 rue X', phone: '0102030405', siret: '12345678900012' } }),
  },
  {
    method: 'PUT',
    route: '/api/settings/logo',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: (a) => ({ url: '/api/settings/logo', raw: { bytes: a.photo, type: 'image/jpeg' } }),
  },
  { method: 'GET', route: '/api/settings/logo', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/settings/logo' }) },
  { method: 'GET', route: '/api/settings/rules', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/settings/rules' }) },
  {
    method: 'PUT',
    route: '/api/settings/rules',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: () => ({
      url: '/api/settings/rules',
      body: { photosWithoutConsent: true, priceEntry: 'HT', reminderLeadHours: 24, photoRetakeWeeks: 8, afterClientCreated: 'file' },
    }),
  },
  { method: 'GET', route: '/api/settings/storage', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/settings/storage' }) },
  { method: 'DELETE', route: '/api/settings/logo', access: 'session', ok: 204, foreign: 'own', build: () => ({ url: '/api/settings/logo' }) },
  { method: 'GET', route: '/api/dashboard', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/dashboard' }) },
  { method: 'GET', route: '/api/dashboard/today', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/dashboard/today' }) },
  { method: 'GET', route: '/api/messages', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/messages' }) },
  { method: 'POST', route: '/api/settings/calendar-feed', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/settings/calendar-feed' }) },
  { method: 'DELETE', route: '/api/settings/calendar-feed', access: 'session', ok: 204, foreign: 'own', build: () => ({ url: '/api/settings/calendar-feed' }) },
  { method: 'GET', route: '/api/client/:id/reminders', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/client/${t.clientId}/reminders` }) },
  {
    method: 'PUT',
    route: '/api/client/:id/reminders',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/reminders`, body: { optOut: true } }),
  },
  // The token is the key (no session): an unknown one is a 404, like a missing page.
  { method: 'GET', route: '/api/calendar/:token', access: 'public', ok: 404, foreign: 'none', build: () => ({ url: '/api/calendar/inconnu' }) },
  { method: 'GET', route: '/api/backups/status', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/backups/status' }) },

  { method: 'GET', route: '/api/visits', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/visits?from=2026-06-01&days=7' }) },
  {
    method: 'GET',
    route: '/api/client/:clientId/visits',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (_a, t) => ({ url: `/api/client/${t.clientId}/visits` }),
  },
  { method: 'GET', route: '/api/visit/:id', access: 'session', ok: 200, foreign: 404, build: (_a, t) => ({ url: `/api/visit/${t.visitId}` }) },
  {
    method: 'POST',
    route: '/api/visit',
    access: 'session',
    ok: 201,
    foreign: 404,
    build: (_a, t) => ({ url: '/api/visit', body: visitBody(t.clientId, null, '2026-06-02T08:00:00Z') }),
    foreignBody: { status: 400, build: (a, t) => ({ url: '/api/visit', body: visitBody(a.clientId, t.programId, '2026-06-03T08:00:00Z') }) },
  },
  {
    method: 'PUT',
    route: '/api/visit/:id',
    access: 'session',
    ok: 200,
    foreign: 404,
    build: (a, t) => ({ url: `/api/visit/${t.visitId}`, body: visitBody(a.clientId, null, '2026-06-01T09:00:00Z') }),
    foreignBody: { status: 400, build: (a, t) => ({ url: `/api/visit/${a.visitId}`, body: visitBody(a.clientId, t.programId, '2026-06-01T10:00:00Z') }) },
  },
  { method: 'DELETE', route: '/api/visit/:id', access: 'session', ok: 204, foreign: 404, build: (_a, t) => ({ url: `/api/visit/${t.visitId}` }) },

  {
    method: 'POST',
    route: '/api/import/:kind/preview',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: (a) => ({ url: '/api/import/clients/preview?fileName=clients.csv', raw: { bytes: clientsCsv(a.marker), type: 'text/csv' } }),
  },
  {
    method: 'POST',
    route: '/api/import/:kind',
    access: 'session',
    ok: 200,
    foreign: 'own',
    build: (a) => ({ url: '/api/import/clients?fileName=clients.csv&duplicates=merge', raw: { bytes: clientsCsv(a.marker), type: 'text/csv' } }),
  },
  { method: 'POST', route: '/api/export/:kind', access: 'session', ok: 200, foreign: 'own', build: () => ({ url: '/api/export/clients', body: { format: 'csv', health: true } }) },
];

/** Served by the docs plugin (static OpenAPI + Swagger UI, no data): outside the matrix. */
export const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Sends one table request as `agent` (a browser-like caller with the app's Origin). */
export function send(agent: Agent, method: Method, request: RouteRequest, options: { origin?: string | false } = {}) {
  if (request.raw) return agent.call(method, request.url, { ...options, payload: request.raw.bytes, headers: { 'content-type': request.raw.type } });
  return agent.call(method, request.url, { ...options, ...(request.body !== undefined ? { body: request.body } : {}) });
}
