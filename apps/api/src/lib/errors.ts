/**
 * Services throw AppError with a stable code; the one error handler (error-handler.ts) turns it
 * into the HTTP answer. Anything that is not an AppError becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const HTTP = {
  OK: 200,
  CREATED: 201,
  NO_CONTENT: 204,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(HTTP.BAD_REQUEST, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError(HTTP.UNAUTHORIZED, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You cannot access this') =>
  new AppError(HTTP.FORBIDDEN, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') =>
  new AppError(HTTP.NOT_FOUND, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) =>
  new AppError(HTTP.CONFLICT, code, message);
export const tooManyRequests = (message: string) =>
  new AppError(HTTP.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', message);
