/**
 * The logging surface the database layer needs. pino's Logger satisfies it, so main.ts passes its
 * logger straight in; tests and the CLI pass a console-backed one.
 */
export interface DbLogger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** Discards everything: the default when a caller does not care about database logs. */
export const silentLogger: DbLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Writes one line per entry to stderr; used by the admin CLI where pino is not set up. */
export const consoleLogger: DbLogger = {
  info: (obj, msg) => console.error(format(obj, msg)),
  warn: (obj, msg) => console.error(`warning: ${format(obj, msg)}`),
  error: (obj, msg) => console.error(`error: ${format(obj, msg)}`),
};

function format(obj: object | string, msg?: string): string {
  if (typeof obj === 'string') return obj;
  return msg ? `${msg} ${JSON.stringify(obj)}` : JSON.stringify(obj);
}
