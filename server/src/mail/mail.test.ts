import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../runtime';
import { createSmtpMailer } from './smtp-mailer';
import { startSmtpCapture } from '../test/smtp-capture';
import { buildTestApp, testConfig, type TestApp } from '../test/support';

const message = {
  to: 'ana@example.com',
  subject: 'Confirme seu e-mail — Gabaritei',
  text: 'Olá, Ana! Confirme em http://localhost:3000/#/verificar?token=abc123',
  html: '<p>Olá, Ana! <a href="http://localhost:3000/#/verificar?token=abc123">Confirmar</a></p>',
};

describe('mail through SMTP (a real SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({
      config: { smtpUrl: smtp.url, mailFrom: 'Gabaritei <nao-responda@gabaritei.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a mail.send job with subject, recipient, text and html', async () => {
    expect(t.app.runtime.mailer.kind).toBe('smtp');
    const result = await t.app.runtime.jobs.enqueueAndWait('mail.send', message, {
      timeoutMs: 10_000,
    });
    expect(result).toEqual({ delivered: 'smtp' });
    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0]!;
    expect(received.envelopeFrom).toBe('nao-responda@gabaritei.test');
    expect(received.envelopeTo).toEqual(['ana@example.com']);
    expect(received.headers.to).toBe('ana@example.com');
    expect(received.subject).toBe(message.subject);
    expect(received.text.trim()).toBe(message.text);
    expect(received.html.trim()).toBe(message.html);
    // Nothing goes to the outbox when SMTP is configured.
    const outbox = await t.app.runtime.db.selectFrom('outbox_emails').selectAll().execute();
    expect(outbox).toEqual([]);
  });

  it('rejects when the SMTP server is unreachable (so the job is retried)', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: 'smtp://127.0.0.1:9/?connectionTimeout=500',
      from: 'Gabaritei <nao-responda@gabaritei.test>',
      logger: pino({ level: 'silent' }),
    });
    try {
      await expect(mailer.send(message)).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});

describe('mail without SMTP (log + outbox)', () => {
  const lines: string[] = [];
  let runtime: Runtime;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    runtime = await createRuntime(testConfig({ logLevel: 'info' }), {
      logger: pino({ level: 'info' }, sink),
    });
  });
  afterAll(async () => runtime?.close());

  it('writes the outbox row with the link, and a log line without its token', async () => {
    expect(runtime.mailer.kind).toBe('log');
    const result = await runtime.jobs.enqueueAndWait('mail.send', message);
    expect(result).toEqual({ delivered: 'log' });
    const row = await runtime.db.selectFrom('outbox_emails').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
    });
    expect(row.created_at).toBeInstanceOf(Date);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; to?: string });
    const entry = logged.find((l) => l.to === message.to);
    expect(entry?.msg).toContain('http://localhost:3000/#/verificar?token=[redacted]');
    expect(lines.join('\n')).not.toContain('abc123');
  });
});
