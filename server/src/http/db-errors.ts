/**
 * Recognises errors that mean "the database cannot be reached right now" (connection refused,
 * server shutting down or starting, pool timeout), which the API answers with 503 instead of 500.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// TypeORM releases a transaction's query runner when its connection fails (a PostgreSQL restart
// mid-transaction); the next query or the COMMIT then says so. Nothing was committed: 503, not 500.
const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded when trying to connect|connection (?:error|refused)|the database system is (?:starting up|shutting down)|Client has encountered a connection error|Connection is not established|Query runner already released|connection provided by a query runner was already released/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && (UNAVAILABLE_SQLSTATES.has(candidate.code) || UNAVAILABLE_NODE_CODES.has(candidate.code))) {
      return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_TEXT.test(candidate.message)) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}

/**
 * Text PostgreSQL cannot store: a NUL character (U+0000) or bytes that are not UTF-8 (SQLSTATE
 * 22021, 22P05). Only a client sends such text, so it is a 400, not a server failure.
 */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

export function isUnstorableText(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(candidate.code)) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
