// One practitioner's browser: a cookie jar, an allowed Origin on writes, a bounded timeout on every request.
const REQUEST_TIMEOUT_MS = Number(process.env.RESILIENCE_REQUEST_TIMEOUT_MS ?? 15_000);

export class Session {
  constructor(api, label = '') {
    this.api = api;
    this.label = label;
    this.cookies = new Map();
  }

  /**
   * Never throws: `{ status, body, ms }`, status 0 with `error` when no HTTP answer came. `raw`: bytes sent as they are
   * with their type (an image upload) instead of a JSON body.
   */
  async request(method, path, body, { timeoutMs = REQUEST_TIMEOUT_MS, raw } = {}) {
    const headers = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (raw) headers['content-type'] = raw.type;
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.api.origin;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    try {
      const response = await fetch(`${this.api.base}${path}`, {
        method,
        headers,
        body: raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      this.#storeCookies(response.headers.getSetCookie());
      const text = await response.text();
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { raw: text.slice(0, 200) };
      }
      return { status: response.status, body: json, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      const code = error.name === 'TimeoutError' ? 'TIMEOUT' : (error.cause?.code ?? error.name);
      return { status: 0, error: code, ms: performance.now() - started };
    }
  }

  #storeCookies(lines) {
    for (const line of lines) {
      const pair = line.split(';', 1)[0];
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async login(email, password) {
    const r = await this.request('POST', '/api/login', { username: email, password });
    if (r.status !== 200) throw new Error(`login ${email}: HTTP ${r.status} ${r.error ?? JSON.stringify(r.body)}`);
    this.userId = r.body.id;
    return r.body;
  }

  /** For set-up steps: the body of a 2xx, else an error naming the call. */
  async ok(method, path, body) {
    const r = await this.request(method, path, body);
    if (r.status < 200 || r.status >= 300) {
      throw new Error(`${method} ${path}: HTTP ${r.status} ${r.error ?? JSON.stringify(r.body)}`);
    }
    return r.body;
  }
}
