/**
 * Turns the bytes of an uploaded CSV into text. Google Sheets and recent Excel write UTF-8;
 * Excel's classic "CSV (separado por vírgulas)" on a Brazilian Windows writes Windows-1252,
 * where 'ação' is not valid UTF-8. So: strict UTF-8 first, Windows-1252 when that fails.
 * A UTF-8 byte-order mark is kept for the server, which strips it.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
