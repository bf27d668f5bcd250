// One autocannon run (programmatic API) with what the bench reports: req/s, p50, p99, errors, and the CPU the
// server and the load generator each used, since both share the same two cores.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const TICKS_PER_S = 100; // USER_HZ on Linux.

/** utime + stime of a process, in seconds (null when /proc is not there or the process is gone). */
function processCpuS(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine (every core). */
function machineJiffies() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const v = cpu.split(/\s+/).slice(1).map(Number);
    const idle = v[3] + (v[4] ?? 0);
    const total = v.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const round1 = (v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);

/**
 * `request`: { method, path | nextPath(), headers, body | nextBody() }: a function varies the request per call
 * (autocannon's setupRequest). Returns the summary and autocannon's full result object.
 */
export async function measure({ url, connections, durationS, request, serverPid }) {
  const { nextPath, nextBody, ...fixed } = request;
  const setupRequest =
    nextPath || nextBody
      ? (req) => ({ ...req, ...(nextPath ? { path: nextPath() } : {}), ...(nextBody ? { body: nextBody() } : {}) })
      : undefined;
  const serverBefore = serverPid ? processCpuS(serverPid) : null;
  const selfBefore = process.cpuUsage();
  const machineBefore = machineJiffies();
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    timeout: 10,
    requests: [{ ...fixed, ...(setupRequest ? { setupRequest } : {}) }],
  });
  const self = process.cpuUsage(selfBefore);
  const serverAfter = serverPid ? processCpuS(serverPid) : null;
  const machineAfter = machineJiffies();
  const errors = result.errors + result.timeouts + result.non2xx;
  const seconds = result.duration;
  return {
    summary: {
      reqPerS: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
      non2xx: result.non2xx,
      timeouts: result.timeouts,
      socketErrors: result.errors,
      requests: result.requests.total,
      seconds: round1(seconds),
      // Share of one core: 100 = one core fully used.
      serverCpuPct: serverBefore === null || serverAfter === null ? null : round1(((serverAfter - serverBefore) / seconds) * 100),
      loadGeneratorCpuPct: round1(((self.user + self.system) / 1e6 / seconds) * 100),
      machineBusyPct:
        machineBefore && machineAfter
          ? round1(((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100)
          : null,
    },
    result: JSON.parse(JSON.stringify(result)),
  };
}
