import { ERROR_CODES, type ErrorCode } from '@gabaritei/shared';

/**
 * An error a client caused or may see. The error handler turns it into the one body
 * every route answers with: { statusCode, code, message } — message in pt-BR.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = ERROR_CODES.VALIDATION) =>
  new AppError(400, code, message);
export const unauthorized = (message: string, code: ErrorCode = ERROR_CODES.UNAUTHENTICATED) =>
  new AppError(401, code, message);
export const forbidden = (message: string, code: ErrorCode = ERROR_CODES.FORBIDDEN) =>
  new AppError(403, code, message);
export const notFound = (message: string, code: ErrorCode = ERROR_CODES.NOT_FOUND) =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.CONFLICT) =>
  new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.RATE_LIMITED, message, {
    'retry-after': String(retryAfterSeconds),
  });
export const serviceUnavailable = (
  message: string,
  code: ErrorCode = ERROR_CODES.SERVICE_UNAVAILABLE,
) => new AppError(503, code, message);
