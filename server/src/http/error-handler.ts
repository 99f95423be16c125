import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES, type ApiErrorBody } from '@pets/shared';
import type { Logger } from '../logger.js';
import { isDatabaseUnavailable, isUnstorableText } from './db-errors.js';
import { HttpError } from './http-error.js';
import { redactQuery } from './log-redaction.js';

/** body-parser and multer errors carry a `type` or `status`; map the ones people can cause. */
function fromParserError(error: { type?: string; status?: number; statusCode?: number }): HttpError | null {
  if (error.type === 'entity.parse.failed') return new HttpError(400, 'invalid_json', MESSAGES.server.invalidJson);
  if (error.type === 'entity.too.large') return new HttpError(413, 'payload_too_large', MESSAGES.server.payloadTooLarge);
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, 'bad_request', MESSAGES.server.validationFailed);
  }
  return null;
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) {
    return new HttpError(503, 'database_unavailable', MESSAGES.server.databaseUnavailable);
  }
  if (isUnstorableText(error)) return new HttpError(400, 'invalid_text', MESSAGES.server.invalidValue);
  if (error && typeof error === 'object') {
    const mapped = fromParserError(error as { type?: string; status?: number });
    if (mapped) return mapped;
  }
  return new HttpError(500, 'internal_error', MESSAGES.server.internal);
}

/** The one error handler: every failure becomes `{ error, code, fields? }`, never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      // A failure after the answer went out (express-session saving the session while PostgreSQL
      // restarts): the client already has its complete answer, so keep the connection. Only a
      // half-written answer is handed on, so the connection is cut and it cannot look complete.
      if (res.writableEnded) {
        logger.warn({ err: error, method: req.method, url: redactQuery(req.originalUrl) }, 'failure after the response was sent');
        return;
      }
      next(error);
      return;
    }
    const httpError = toHttpError(error);
    if (httpError.status >= 500) {
      logger.error({ err: error, method: req.method, url: redactQuery(req.originalUrl) }, 'request failed');
    }
    const body: ApiErrorBody = { error: httpError.message, code: httpError.code };
    if (httpError.fields) body.fields = httpError.fields;
    if (httpError.details !== undefined) body.details = httpError.details;
    if (httpError.status === 503) res.setHeader('Retry-After', '5');
    res.status(httpError.status).json(body);
  };
}

/** Unknown /api paths answer JSON, not the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(HttpError.notFound());
};
