// Scenario 5: one practice attacks (quadratic answers, costly images) while another's list and small uploads are timed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CONTRAINDICATIONS, LONG_TEXT_MAX, MAX_CARES_PER_PROGRAM, SENSITIVE_FIELDS } from '@meche/contracts';
import { interlaced16BitPng, manyScansJpeg } from '../../../apps/api/src/test/hostile-images.ts';
import { startApi } from '../lib/api-process.mjs';
import { forEachBounded } from '../lib/concurrency.mjs';
import { createDatabase } from '../lib/database.mjs';
import { programmeInvariants } from '../lib/integrity.mjs';
import { RESULTS_DIR } from '../lib/paths.mjs';
import { clientBody, createPractitioners, loginAll } from '../lib/seed.mjs';
import { summarise } from '../lib/stats.mjs';

const ATTACK_SECONDS = Number(process.env.RESILIENCE_STALL_SECONDS ?? 10);
const QUIET_SECONDS = Number(process.env.RESILIENCE_STALL_QUIET_SECONDS ?? 3);
/** The bound of the issue: another practice's list and upload answer within this, whatever the attack. */
const MAX_OTHER_LATENCY_MS = Number(process.env.RESILIENCE_STALL_MAX_MS ?? 3000);
const MAX_RSS_MB = Number(process.env.RESILIENCE_STALL_MAX_RSS_MB ?? 1024);
const PARALLEL_UPLOADS = 6;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The API process's resident memory, sampled from /proc (Linux). */
function rssSampler(pid) {
  let peak = 0;
  let last = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      last = Math.round(kb / 1024);
      peak = Math.max(peak, last);
    } catch {
      // The process is gone: the liveness check reports it.
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return { stop: () => clearInterval(timer), get peak() { return peak; }, get last() { return last; } };
}

/** Runs `step` again and again until `until()`, one at a time; each answer goes to `record`. */
async function loop(until, step, record, pauseMs = 0) {
  while (!until()) {
    record(await step());
    if (pauseMs) await sleep(pauseMs);
  }
}

const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

/** The images, and the costliest ones the limits still accept. */
async function attackImages() {
  return [
    { name: 'progressive JPEG, 704 scans, 12 Mpx', type: 'image/jpeg', bytes: manyScansJpeg(4000, 3000, 704) },
    { name: '16-bit interlaced PNG, 49 Mpx', type: 'image/png', bytes: await interlaced16BitPng(7000, 7000) },
    { name: 'progressive JPEG, 64 scans, 23.5 Mpx (accepted)', type: 'image/jpeg', bytes: manyScansJpeg(5600, 4200, 64) },
    {
      name: 'baseline JPEG, 49 Mpx (accepted)',
      type: 'image/jpeg',
      bytes: await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#7f6f5f' } }).jpeg().toBuffer(),
    },
  ];
}

export async function stall({ port, stamp }) {
  const logFile = join(RESULTS_DIR, `${stamp}-stall-api.log`);
  const db = await createDatabase();
  let api;
  let rss;
  try {
    api = await startApi({ databaseUrl: db.url, port, logFile });
    rss = rssSampler(api.pid);
    const emails = await createPractitioners(db, { databaseUrl: db.url, count: 2, tag: 'stall', logFile });
    const [attacker, other] = await loginAll(api, emails);

    // The attacker: a client whose every sensitive answer is 4,999 dots and a letter, 100 products each
    // contraindicated for every reason, and a 100-care programme of them (answered 409: nothing acknowledged).
    const dots = `${'.'.repeat(LONG_TEXT_MAX - 1)}a`;
    const target = await attacker.ok('POST', '/api/client', clientBody(Object.fromEntries(SENSITIVE_FIELDS.map((f) => [f, dots]))));
    const products = [];
    await forEachBounded(Array.from({ length: MAX_CARES_PER_PROGRAM }, (_, i) => i), 4, async (i) => {
      products[i] = await attacker.ok('POST', '/api/product', {
        name: `Contre-indiqué ${i}`, type: 'Lotion', refProduct: `CI-${i}`, productPrice: 10, description: '', contraindications: [...CONTRAINDICATIONS],
      });
    });
    const attackProgramme = {
      clientId: target.id,
      programReference: 'attaque',
      cares: products.map((p) => ({ productDTO: { id: p.id }, quantity: 1, durationWeeks: 1, timeSlot: ['Matin'], daysOfWeek: ['MONDAY'], weeks: [1] })),
    };
    const images = await attackImages();

    // The other practice: a few clients, and a 4 KB photo to upload.
    for (let i = 0; i < 3; i++) await other.ok('POST', '/api/client', clientBody());
    const otherClient = await other.ok('POST', '/api/client', clientBody());
    const smallPhoto = await sharp({ create: { width: 96, height: 72, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
    const otherUpload = () =>
      other.request('POST', `/api/client/${otherClient.id}/photos?takenOn=2026-01-10&zone=Front`, undefined, { raw: { bytes: smallPhoto, type: 'image/jpeg' } });
    const otherList = () => other.request('GET', '/api/clients?page=0&size=20');

    /** The other practice's two probes, timed until `until()`. */
    const probe = async (until) => {
      const list = { ms: [], statuses: new Map() };
      const upload = { ms: [], statuses: new Map() };
      await Promise.all([
        loop(until, otherList, (r) => { list.ms.push(r.ms); count(list.statuses, r.status || r.error); }, 50),
        loop(until, otherUpload, (r) => { upload.ms.push(r.ms); count(upload.statuses, r.status || r.error); }, 200),
      ]);
      return { list, upload };
    };

    // Quiet: the other practice alone.
    const quietEnd = performance.now() + QUIET_SECONDS * 1000;
    const quiet = await probe(() => performance.now() >= quietEnd);

    // Attack: quadratic answers in a loop, six costly uploads in parallel, and the other practice probing meanwhile.
    const attackEnd = performance.now() + ATTACK_SECONDS * 1000;
    const until = () => performance.now() >= attackEnd;
    const saves = { ms: [], statuses: new Map() };
    const uploads = new Map(images.map((img) => [img.name, new Map()]));
    const retryAfter = new Set();
    let n = 0;
    const [attacked] = await Promise.all([
      probe(until),
      loop(until, () => attacker.request('POST', '/api/program', attackProgramme), (r) => { saves.ms.push(r.ms); count(saves.statuses, r.status || r.error); }),
      ...Array.from({ length: PARALLEL_UPLOADS }, () =>
        loop(until, async () => {
          const img = images[n++ % images.length];
          const r = await attacker.request('POST', `/api/client/${target.id}/photos?takenOn=2026-01-10&zone=Nuque`, undefined, { raw: img });
          count(uploads.get(img.name), r.status || r.error);
          if (r.status === 503) retryAfter.add(r.retryAfter);
          return r;
        }, () => undefined),
      ),
    ]);
    rss.stop();

    // Nothing half-written: every acknowledged photo is there, the refused programme is not, the invariants hold.
    const accepted = [...uploads.values()].reduce((sum, statuses) => sum + (statuses.get(201) ?? 0), 0);
    const otherAccepted = (quiet.upload.statuses.get(201) ?? 0) + (attacked.upload.statuses.get(201) ?? 0);
    const [stored] = await db.query(
      `select (select count(*)::int from client_photos where user_id = $1) attacker_photos,
              (select count(*)::int from client_photos where user_id = $2) other_photos,
              (select count(*)::int from programs where user_id = $1) attacker_programmes`,
      [attacker.userId, other.userId],
    );
    const invariants = await programmeInvariants(db);

    const quietList = summarise(quiet.list.ms);
    const quietUpload = summarise(quiet.upload.ms);
    const list = summarise(attacked.list.ms);
    const upload = summarise(attacked.upload.ms);
    const otherStatuses = (probeSide) => Object.fromEntries(probeSide.statuses);
    const allOk = (statuses, ok) => [...statuses.keys()].every((s) => s === ok);
    const checks = [
      {
        name: `other practice's GET /api/clients within ${MAX_OTHER_LATENCY_MS} ms during the attack`,
        ok: list.count > 0 && list.max <= MAX_OTHER_LATENCY_MS && allOk(attacked.list.statuses, 200),
        detail: `${list.count} lists, p50 ${list.p50} / p95 ${list.p95} / max ${list.max} ms (quiet: p50 ${quietList.p50}, max ${quietList.max}); ${JSON.stringify(otherStatuses(attacked.list))}`,
      },
      {
        name: `other practice's 4 KB photo upload within ${MAX_OTHER_LATENCY_MS} ms during the attack`,
        ok: upload.count > 0 && upload.max <= MAX_OTHER_LATENCY_MS && allOk(attacked.upload.statuses, 201),
        detail: `${upload.count} uploads, p50 ${upload.p50} / p95 ${upload.p95} / max ${upload.max} ms (quiet: p50 ${quietUpload.p50}, max ${quietUpload.max}); ${JSON.stringify(otherStatuses(attacked.upload))}`,
      },
      {
        name: 'the attacker\u2019s 100-care saves on 4,999-dot answers answered 409 (contraindicated), not stalled',
        ok: saves.ms.length > 0 && allOk(saves.statuses, 409),
        detail: `${saves.ms.length} saves, p50 ${summarise(saves.ms).p50} / max ${summarise(saves.ms).max} ms; ${JSON.stringify(Object.fromEntries(saves.statuses))}`,
      },
      {
        name: 'the issue\u2019s images refused (400) or shed (503 + Retry-After), the accepted costly ones stored or shed',
        ok: images.every((img) => {
          const statuses = uploads.get(img.name);
          const expected = img.name.includes('accepted') ? 201 : 400;
          return statuses.has(expected) && [...statuses.keys()].every((s) => s === expected || s === 503);
        }) && [...retryAfter].every((v) => Number(v) > 0),
        detail: JSON.stringify(Object.fromEntries([...uploads].map(([k, v]) => [k, Object.fromEntries(v)]))),
      },
      {
        name: `API memory bounded (peak RSS \u2264 ${MAX_RSS_MB} MB)`,
        ok: rss.peak > 0 && rss.peak <= MAX_RSS_MB,
        detail: `peak ${rss.peak} MB, at the end ${rss.last} MB`,
      },
      {
        name: 'nothing half-written: every acknowledged photo stored, no refused programme saved',
        ok: stored.attacker_photos === accepted && stored.other_photos === otherAccepted && stored.attacker_programmes === 0,
        detail: `attacker ${stored.attacker_photos}/${accepted} photos, other ${stored.other_photos}/${otherAccepted}, programmes ${stored.attacker_programmes}`,
      },
      ...invariants.checks,
      { name: 'API alive at the end', ok: api.alive(), detail: api.alive() ? 'yes' : JSON.stringify(api.exit) },
    ];
    return {
      name: 'stall',
      checks,
      metrics: {
        attackSeconds: ATTACK_SECONDS,
        otherPractice: { quiet: { list: quietList, upload: quietUpload }, underAttack: { list, upload } },
        attacker: {
          saves: { ...summarise(saves.ms), statuses: Object.fromEntries(saves.statuses) },
          uploads: Object.fromEntries([...uploads].map(([k, v]) => [k, Object.fromEntries(v)])),
          retryAfter: [...retryAfter],
        },
        apiPeakRssMb: rss.peak,
        apiEndRssMb: rss.last,
        imageBytes: Object.fromEntries(images.map((img) => [img.name, img.bytes.length])),
      },
    };
  } finally {
    rss?.stop();
    await api?.stop();
    await db.drop();
  }
}
