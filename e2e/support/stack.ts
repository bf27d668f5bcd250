/** Where the stack under test runs (tools/start.mjs defaults) and the e2e-only switch of each remote's server. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

export const REMOTE_PORTS = { clients: 4201, catalogue: 4202, programmes: 4203, agenda: 4204 } as const;
export type RemoteName = keyof typeof REMOTE_PORTS;

/** tools/start.mjs with MECHE_E2E_CONTROL=1 gives each remote server a control port: its port + 100. */
async function control(remote: RemoteName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${REMOTE_PORTS[remote] + 100}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${remote}: HTTP ${response.status}`);
}

export const stopRemote = (remote: RemoteName) => control(remote, 'stop');
export const startRemote = (remote: RemoteName) => control(remote, 'start');

/** Set by the global setup: the folder the shell is served from (a copy), and the pid of the API's process. */
export const SERVED_SHELL_ENV = 'E2E_SERVED_SHELL';
export const API_PID_ENV = 'E2E_API_PID';

/** The loopback SMTP server the mail spec listens on; the stack sends there (playwright.config.ts sets SMTP_URL). */
export const E2E_SMTP_PORT = 2526;
