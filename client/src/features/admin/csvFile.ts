import { decodeCsvBytes } from '@gabaritei/shared';

/**
 * The text of an uploaded CSV: UTF-8 when it is valid UTF-8, else Windows-1252 (Excel's
 * classic CSV on a Brazilian Windows), so 'ação' arrives intact either way.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
}
