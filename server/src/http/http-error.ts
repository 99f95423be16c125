import { MESSAGES } from '@pets/shared';

/** An error that becomes the `{ error, code, fields? }` JSON body with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static badRequest(message: string, code = 'bad_request', fields?: Record<string, string>) {
    return new HttpError(400, code, message, fields);
  }

  static notFound(message: string = MESSAGES.server.notFound, code = 'not_found') {
    return new HttpError(404, code, message);
  }

  static conflict(message: string, code = 'conflict') {
    return new HttpError(409, code, message);
  }

  static unauthorized(message: string = MESSAGES.auth.unauthorized) {
    return new HttpError(401, 'unauthorized', message);
  }

  static forbidden(message: string, code = 'forbidden') {
    return new HttpError(403, code, message);
  }
}
