import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { caller, teacherOf } from '../classes/classes.test-support';
import type { Db } from '../db/database';
import type { ApiClient } from '../test/api-client';
import type { TestApp } from '../test/support';
import { uniqueEmail } from './auth.test-support';

/** A delivered e-mail as the flow reads it (outbox row or SMTP capture). */
export type Delivered = { text: string; html: string };

/** Every delivered e-mail to `to`, once there are at least `count` (polled). */
export type MailReader = (to: string, count: number) => Promise<Delivered[]>;

/** The one link token of an e-mail (verification or reset). */
export function linkTokenOf(mail: Delivered): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no token in e-mail: ${mail.text}`);
  return match[1];
}

/** Collects a pino logger's lines (JSON) into `lines`. */
export function logSink(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

/** Polls the outbox of the log mailer (no SMTP_URL). */
export function outboxReader(db: Db): MailReader {
  return async (to, count) => {
    const deadline = performance.now() + 10_000;
    for (;;) {
      const rows = await db
        .selectFrom('outbox_emails')
        .select(['text_body', 'html_body'])
        .where('to_address', '=', to)
        .orderBy('created_at', 'asc')
        .execute();
      if (rows.length >= count) return rows.map((r) => ({ text: r.text_body, html: r.html_body }));
      if (performance.now() > deadline) throw new Error(`${count} e-mail(s) to ${to} never came`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

/**
 * Every auth flow that mails a link — register, verify, forgot, reset, resend — and a
 * class invitation, through the API. Answers the link tokens the e-mails carried: they
 * must reach the person's mailbox and nothing else (queue, board, logs).
 */
export async function runMailingFlows(
  t: Pick<TestApp, 'app'>,
  api: ApiClient,
  db: Db,
  read: MailReader,
): Promise<{ tokens: string[]; emails: string[] }> {
  const tokens: string[] = [];
  const ana = uniqueEmail('segredo-ana');
  const register = await api.post('/api/auth/register', {
    name: 'Ana Segredo',
    email: ana,
    password: 'primeira-senha-1A',
  });
  expect(register.statusCode, register.body).toBe(201);
  const [verification] = await read(ana, 1);
  tokens.push(linkTokenOf(verification!));
  const verified = await api.get(`/api/auth/verify-email?token=${tokens[0]}`);
  expect(verified.statusCode, verified.body).toBe(200);

  expect((await api.post('/api/auth/forgot-password', { email: ana })).statusCode).toBe(200);
  const reset = linkTokenOf((await read(ana, 2))[1]!);
  tokens.push(reset);
  const changed = await api.post('/api/auth/reset-password', {
    token: reset,
    newPassword: 'segunda-senha-2B',
  });
  expect(changed.statusCode, changed.body).toBe(200);

  const bia = uniqueEmail('segredo-bia');
  const second = await api.post('/api/auth/register', {
    name: 'Bia Pendente',
    email: bia,
    password: 'terceira-senha-3C',
  });
  expect(second.statusCode, second.body).toBe(201);
  await read(bia, 1);
  expect((await api.post('/api/auth/resend-verification', { email: bia })).statusCode).toBe(200);
  const biaMails = await read(bia, 2);
  tokens.push(...biaMails.map(linkTokenOf));

  const teacher = await teacherOf(api, db, caller(t.app));
  const turma = await teacher.createClass('Turma Sigilo');
  const invited = uniqueEmail('convidada');
  expect((await teacher.enrol(turma.id, invited)).statusCode).toBe(201);
  await read(invited, 1);

  expect(new Set(tokens).size).toBe(4);
  return { tokens, emails: [ana, bia, invited] };
}

/** Asserts that none of the tokens, nor any e-mail link token, appears in `text`. */
export function expectNoToken(where: string, text: string, tokens: string[]): void {
  // Booleans, not the text: a failure must not print pages of e-mail bodies.
  for (const token of tokens)
    expect(text.includes(token), `${where} holds a link token`).toBe(false);
  expect(/token=[A-Za-z0-9_-]{16,}/.test(text), `${where} holds an e-mail link`).toBe(false);
}
