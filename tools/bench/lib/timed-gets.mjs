import { percentile, round } from '../../resilience/lib/stats.mjs';

/** Sequential GETs: `warmup` unmeasured, then `requests` timed (client side: HTTP + JSON, as a browser sees). */
export async function timeGets(session, path, { warmup, requests }) {
  const latencies = [];
  let errors = 0;
  for (let i = 0; i < warmup + requests; i++) {
    const r = await session.request('GET', path());
    if (r.status !== 200) errors += 1;
    if (i >= warmup) latencies.push(r.ms);
  }
  return { p50: round(percentile(latencies, 50), 2), p99: round(percentile(latencies, 99), 2), count: latencies.length, errors };
}
