import { contract, routeUrl, type ReportItem } from '@gabaritei/shared';
import { call } from '../../api/call';
import { DOWNLOAD_ERRORS } from './messages';

export async function fetchReports(userId: string, signal?: AbortSignal): Promise<ReportItem[]> {
  return call(contract.reports.available, { params: { id: userId } }, signal);
}

/** A download that failed; `message` is the server's when it sent one. */
export class ReportDownloadError extends Error {
  override readonly name = 'ReportDownloadError';
}

/**
 * Fetches the PDF of one report (PRODUCT §7): a JSON content type means an error carrying a
 * message field, whatever the status. Not through `call`: the answer is a file, read as a
 * Blob, so only the contract's URL is used.
 */
export async function fetchReportPdf(
  userId: string,
  simuladoId: string,
  attemptType: ReportItem['attemptType'],
): Promise<Blob> {
  const url = routeUrl(contract.reports.download, { id: userId, simuladoId }, { attemptType });
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/pdf, application/json' },
    });
  } catch {
    throw new ReportDownloadError(DOWNLOAD_ERRORS.failed);
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body: unknown = await response.json().catch(() => ({}));
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String((body as { message: unknown }).message)
        : null;
    throw new ReportDownloadError(
      message ?? (response.ok ? DOWNLOAD_ERRORS.generating : DOWNLOAD_ERRORS.http(response.status)),
    );
  }
  if (!response.ok) throw new ReportDownloadError(DOWNLOAD_ERRORS.http(response.status));
  const blob = await response.blob();
  if (blob.size === 0) throw new ReportDownloadError(DOWNLOAD_ERRORS.emptyPdf);
  return blob;
}

/** Hands a blob to the browser as a file download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
