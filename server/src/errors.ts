export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A failure a client can act on; its msg is shown to people as-is. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const AUTH_REQUIRED_MSG = 'Authentication Required';
export const unauthenticated = () => new AppError('UNAUTHENTICATED', AUTH_REQUIRED_MSG);
export const badRequest = (msg: string, extra?: Record<string, unknown>) => new AppError('BAD_REQUEST', msg, extra);
export const notFound = (msg: string) => new AppError('NOT_FOUND', msg);
export const forbidden = (msg: string, extra?: Record<string, unknown>) => new AppError('FORBIDDEN', msg, extra);
export const conflict = (msg: string, extra?: Record<string, unknown>) => new AppError('CONFLICT', msg, extra);
