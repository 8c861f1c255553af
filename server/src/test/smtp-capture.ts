import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** A message as the SMTP server received it, with the parts a test looks at decoded. */
export type CapturedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as used in Subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Collects text/plain and text/html leaves of a (possibly nested) MIME entity. */
function collectParts(
  headers: Record<string, string>,
  body: string,
  out: { text: string; html: string },
): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body.replace(/\r\n$/, ''), out);
    }
  } else if (type.toLowerCase().startsWith('text/html')) {
    out.html = decodeBody(headers, body);
  } else if (type.toLowerCase().startsWith('text/plain')) {
    out.text = decodeBody(headers, body);
  }
}

export function parseMail(raw: string): Omit<CapturedMail, 'envelopeFrom' | 'envelopeTo'> {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { headers, subject: decodeHeader(headers.subject ?? ''), ...parts, raw };
}

/**
 * A real SMTP server on a random port (no TLS, no auth) that keeps what it receives, so
 * the SMTP mailer is tested over the wire rather than against a mock.
 */
export async function startSmtpCapture(): Promise<{
  url: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * A capture server for the enclosing suite, started in `beforeAll` and closed after.
 * Call it before `useTestApp`, whose config (as a function) can then read its `url`.
 */
export function useSmtpCapture(): SmtpCapture {
  const capture = {} as SmtpCapture;
  beforeAll(async () => {
    Object.assign(capture, await startSmtpCapture());
  });
  afterAll(async () => capture.close?.());
  return capture;
}
