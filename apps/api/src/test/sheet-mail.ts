import { expect } from 'vitest';
import { NO_CLIENT_EMAIL_MESSAGE, type MailMessageList } from '@meche/contracts';
import type { Agent } from './harness';
import { pdfText } from './pdf-text';
import type { SmtpSink } from './smtp-sink';

const messageCount = async (agent: Agent) => ((await agent.get('/api/messages')).json() as MailMessageList).messages.length;

/**
 * Sends a sheet by e-mail as `agent` and checks what the loopback SMTP server received (the `nth` message): addressed
 * to the client, greeted by her first name, one PDF attached under its name. Answers the PDF's text.
 */
export async function sendSheet(
  agent: Agent,
  smtp: SmtpSink,
  request: { url: string; body?: unknown; nth?: number },
  expected: { to: string; subject: string; greeting: string; fileName: string },
): Promise<string> {
  const res = await agent.post(request.url, request.body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ to: expected.to });
  const mail = (await smtp.waitFor(request.nth ?? 1))[(request.nth ?? 1) - 1];
  expect(mail?.to).toMatchObject({ value: [{ address: expected.to }] });
  expect(mail?.subject).toBe(expected.subject);
  expect(mail?.text).toContain(expected.greeting);
  expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([[expected.fileName, 'application/pdf']]);
  return pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0));
}

/** With the client's address cleared, the sheet's e-mail route answers 409 in French and queues nothing. */
export async function expectRefusedWithoutAddress(agent: Agent, client: { id: number; firstName: string; lastName: string }, url: string) {
  const before = await messageCount(agent);
  expect((await agent.put(`/api/client/${client.id}`, { firstName: client.firstName, lastName: client.lastName, sex: 'F', email: '' })).statusCode).toBeLessThan(300);
  const res = await agent.post(url, {});
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message: NO_CLIENT_EMAIL_MESSAGE });
  expect(await messageCount(agent)).toBe(before);
}
