/** Nearest-rank percentile of an unsorted list of milliseconds. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round = (v, digits = 1) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

export function summarise(latencies) {
  return {
    count: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.length ? Math.max(...latencies) : null),
  };
}

export const random = {
  int: (min, max) => min + Math.floor(Math.random() * (max - min + 1)),
  pick: (list) => list[Math.floor(Math.random() * list.length)],
  /** `n` distinct items of `list`. */
  sample(list, n) {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  },
};
