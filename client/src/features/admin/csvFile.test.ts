import { describe, expect, it } from 'vitest';
import { readCsvFile } from './csvFile';

describe('readCsvFile', () => {
  it('reads UTF-8, BOM included, as is', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('ação;é')]);
    expect(await readCsvFile(new Blob([bytes]))).toBe('\uFEFFação;é');
  });

  it("falls back to Windows-1252 for Excel's classic CSV", async () => {
    // 'ação;é' in Windows-1252: ç = E7, ã = E3, é = E9 — not valid UTF-8.
    const bytes = new Uint8Array([0x61, 0xe7, 0xe3, 0x6f, 0x3b, 0xe9, 0x80]);
    expect(await readCsvFile(new Blob([bytes]))).toBe('ação;é€');
  });
});
