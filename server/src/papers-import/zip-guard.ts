import JSZip from 'jszip';
import {
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS as L,
  PAPER_IMPORT_MESSAGES as M,
} from '@gabaritei/shared';
import { badRequest } from '../http/errors';
import { tooLarge } from './import-limits';

/**
 * Opens a .docx or .zip's directory and refuses, before anything inflates it, one that is
 * not a zip (400, `message` naming what the file should have been), or has thousands of
 * entries or claims to unpack to more than 100 MB (413, naming the limit: a zip bomb).
 */
export async function assertSafeZip(file: Buffer, message: string): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file, { checkCRC32: false });
  } catch {
    throw badRequest(message, CODES.PAPER_FILE_UNREADABLE);
  }
  const entries = Object.values(zip.files);
  // JSZip keeps each entry's declared size in its private `_data`; a lie is caught on inflate.
  const unpacked = entries.reduce((sum, entry) => {
    const size = (entry as unknown as { _data?: { uncompressedSize?: number } })._data
      ?.uncompressedSize;
    return sum + (typeof size === 'number' ? size : 0);
  }, 0);
  // What the directory claims; import-limits.ts then counts what really inflates.
  if (entries.length > L.maxEntries) throw tooLarge(M.tooManyEntries(L.maxEntries));
  if (unpacked > L.maxUnpackedBytes) throw tooLarge(M.unpackedTooLarge(L.maxUnpackedBytes));
  return zip;
}
