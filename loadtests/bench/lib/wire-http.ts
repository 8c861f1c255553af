import net from 'node:net';
import { decodeBody } from './decode-body';

/** What one exchange on the wire gave: status 0 means no HTTP answer (connection error). */
export type WireResponse = {
  status: number;
  /** Decoded from its Content-Encoding (gzip, br), as a browser reads it. */
  body: string;
  setCookie: string[];
  /** The body's bytes as they came over the wire, before any decoding. */
  wireBytes: number;
  etag?: string;
  error?: string;
};

type Pending = { resolve(response: WireResponse): void };
type Parsed = {
  status: number;
  body: Buffer;
  setCookie: string[];
  close: boolean;
  encoding?: string;
  etag?: string;
};

const CRLF2 = Buffer.from('\r\n\r\n');
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A minimal HTTP/1.1 keep-alive client for the load generator, written straight on
 * `net` sockets: one request in flight per connection, no pipelining, like undici's Agent.
 * It exists because the generator shares this 2-core machine with the server it measures:
 * undici's `request()` costs about 100 µs of CPU per request here, this about 30 µs
 * (loadtests/README.md), and every microsecond the generator spends is taken from the API
 * and PostgreSQL. It speaks only what the bench's JSON API needs: Content-Length or
 * chunked bodies, gzip or brotli bodies, ETag, Set-Cookie, `Connection: close`. Anything
 * else is an error, not a guess.
 */
export function createWireClient(options: { baseUrl: string; connections: number }) {
  const url = new URL(options.baseUrl);
  const port = Number(url.port || 80);
  const host = url.hostname;
  const idle: Connection[] = [];
  const waiting: Array<(connection: Connection) => void> = [];
  const all = new Set<Connection>();

  function acquire(): Promise<Connection> {
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    if (all.size < options.connections) return Promise.resolve(open());
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(connection: Connection) {
    if (connection.closed) {
      // A waiter gets a fresh connection in place of the one that closed.
      const next = waiting.shift();
      if (next) next(open());
      return;
    }
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  function open(): Connection {
    const connection = new Connection(port, host, () => {
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
    });
    all.add(connection);
    return connection;
  }

  return {
    async send(method: string, path: string, headers: Record<string, string>, body?: string) {
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
      const request = `${head}\r\n${body ?? ''}`;
      let connection = await acquire();
      for (let resent = 0; ; resent++) {
        const reused = connection.exchanges > 0;
        const response = await connection.exchange(request);
        release(connection);
        // As browsers do: a request on a kept-alive connection that fails before any byte
        // of an answer goes again on another connection. The server most likely closed
        // it while idle (nginx does when its worker_connections run out) and never read
        // the request; and every request of the bench may be repeated (saves by their
        // clientSeq, starts and submits by design).
        if (response.status !== 0 || !reused || connection.answered || resent === 3)
          return response;
        connection = await acquire();
      }
    },
    async close() {
      for (const connection of all) connection.destroy();
    },
  };
}

class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  closed = false;
  /** Requests sent on this connection, and whether the last one got any byte back. */
  exchanges = 0;
  answered = false;

  constructor(
    port: number,
    host: string,
    private readonly onClose: () => void,
  ) {
    this.socket = net.connect(port, host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('timeout', () => this.socket.destroy(new Error('no answer in 60 s')));
    this.socket.on('error', (error) => {
      this.fail(`${error.name}: ${error.message}`);
      // Out of the pool at once: 'close' comes a tick later, after the caller has released
      // this connection, and a request written to it then would fail for nothing.
      this.retire();
    });
    this.socket.on('close', () => {
      this.fail('connection closed before the answer');
      this.retire();
    });
  }

  exchange(request: string): Promise<WireResponse> {
    if (this.closed || this.socket.destroyed) return Promise.resolve(failure('connection closed'));
    return new Promise((resolve) => {
      this.pending = { resolve };
      this.exchanges++;
      this.answered = false;
      this.socket.setTimeout(REQUEST_TIMEOUT_MS);
      this.socket.write(request);
    });
  }

  destroy() {
    this.socket.destroy();
  }

  private onData(chunk: Buffer) {
    this.answered = true;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const parsed = parse(this.buffer);
    if (parsed === 'incomplete') return;
    const pending = this.pending;
    this.pending = null;
    this.socket.setTimeout(0);
    if (parsed === 'unsupported' || !pending) {
      pending?.resolve(failure('answer the wire client cannot read'));
      this.socket.destroy();
      return;
    }
    this.buffer = Buffer.alloc(0);
    if (parsed.close) {
      // Out of the pool before the caller releases it: no request may follow this answer.
      this.retire();
      this.socket.end();
    }
    const body = decodeBody(parsed.body, parsed.encoding);
    if (body === null) {
      pending.resolve(failure(`a body in ${parsed.encoding} the wire client cannot decode`));
      return;
    }
    pending.resolve({
      status: parsed.status,
      body: body.toString('utf8'),
      setCookie: parsed.setCookie,
      wireBytes: parsed.body.length,
      ...(parsed.etag === undefined ? {} : { etag: parsed.etag }),
    });
  }

  private retire() {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }

  private fail(error: string) {
    const pending = this.pending;
    this.pending = null;
    pending?.resolve(failure(error));
  }
}

function failure(error: string): WireResponse {
  return { status: 0, body: '', setCookie: [], wireBytes: 0, error };
}

/** One whole response at the start of `buffer`, or why not yet (or never). */
function parse(buffer: Buffer): Parsed | 'incomplete' | 'unsupported' {
  const headEnd = buffer.indexOf(CRLF2);
  if (headEnd < 0) return 'incomplete';
  const lines = buffer.toString('latin1', 0, headEnd).split('\r\n');
  const status = Number(lines[0]!.slice(9, 12));
  let length: number | null = null;
  let chunked = false;
  let close = false;
  const setCookie: string[] = [];
  let encoding: string | undefined;
  let etag: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding') chunked = value.toLowerCase() === 'chunked';
    else if (name === 'connection') close = value.toLowerCase() === 'close';
    else if (name === 'set-cookie') setCookie.push(value);
    else if (name === 'content-encoding') encoding = value.toLowerCase();
    else if (name === 'etag') etag = value;
  }
  const extra = { ...(encoding ? { encoding } : {}), ...(etag ? { etag } : {}) };
  const start = headEnd + 4;
  if (status === 204 || status === 304)
    return { status, body: Buffer.alloc(0), setCookie, close, ...extra };
  if (chunked) {
    const body = dechunk(buffer, start);
    return typeof body === 'string' ? body : { status, body, setCookie, close, ...extra };
  }
  if (length === null || !Number.isInteger(length)) return 'unsupported';
  if (buffer.length < start + length) return 'incomplete';
  return { status, body: buffer.subarray(start, start + length), setCookie, close, ...extra };
}

function dechunk(buffer: Buffer, from: number): Buffer | 'incomplete' | 'unsupported' {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return 'incomplete';
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) return 'unsupported';
    const dataStart = lineEnd + 2;
    // The last chunk (size 0) ends with an empty trailer line.
    if (size === 0) return buffer.length >= dataStart + 2 ? Buffer.concat(parts) : 'incomplete';
    if (buffer.length < dataStart + size + 2) return 'incomplete';
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
