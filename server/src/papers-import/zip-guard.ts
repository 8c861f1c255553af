import JSZip from 'jszip';
import { PAPER_IMPORT_ERROR_CODES as CODES } from '@gabaritei/shared';
import { badRequest } from '../http/errors';

/** What a paper's archive may unpack to: far above any real paper, far below the memory. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 2_000;

/**
 * Opens a .docx or .zip's directory and refuses, before anything inflates it, one that is
 * not a zip, has thousands of entries or claims to unpack to more than 100 MB (a zip bomb).
 * `message` names what the file should have been.
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
  if (entries.length > MAX_ENTRIES || unpacked > MAX_UNPACKED_BYTES)
    throw badRequest(message, CODES.PAPER_FILE_UNREADABLE);
  return zip;
}
