import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { fixture } from './papers-import.test-support';
import { assertSafeZip } from './zip-guard';

/** A zip whose directory says its one entry unpacks to `bytes`, whatever it holds. */
async function zipClaiming(bytes: number, entries = 1): Promise<Buffer> {
  const zip = new JSZip();
  for (let i = 0; i < entries; i++) zip.file(`f${i}.xml`, '<x/>');
  const buffer = await zip.generateAsync({ type: 'nodebuffer' });
  const central = buffer.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  buffer.writeUInt32LE(bytes, central + 24);
  return buffer;
}

const refused = (file: Buffer) =>
  assertSafeZip(file, 'não').then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.statusCode : error),
  );

describe('the zip guard, before anything inflates an upload', () => {
  it('lets a real Word file through', async () => {
    expect(await refused(fixture('paper-full.docx'))).toBeNull();
    expect(await refused(await zipClaiming(50 * 1024 * 1024))).toBeNull();
  });

  it('refuses a bomb and too many entries with 413 naming the limit, not a zip with 400', async () => {
    expect(await refused(await zipClaiming(101 * 1024 * 1024))).toBe(413);
    expect(await refused(await zipClaiming(10, 2_001))).toBe(413);
    await expect(assertSafeZip(await zipClaiming(101 * 1024 * 1024), 'não')).rejects.toThrow(
      'O arquivo descompactado passa de 100 MB',
    );
    expect(await refused(Buffer.from('not a zip at all'))).toBe(400);
  });
});
