import zlib from 'node:zlib';

/**
 * A response body decoded from its Content-Encoding (gzip, br), as a browser reads it;
 * null for a coding it does not know, or a corrupt body.
 */
export function decodeBody(body: Buffer, encoding: string | undefined): Buffer | null {
  if (!encoding || encoding === 'identity' || body.length === 0) return body;
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
  } catch {
    // A corrupt body is the server's failure: reported, not thrown in the socket's handler.
  }
  return null;
}
