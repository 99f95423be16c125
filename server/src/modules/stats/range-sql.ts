/**
 * The statistics and exports count days in the foundation's time zone: an adoption at 23:30 UTC on
 * 31 December belongs to January in Poland. `$from`/`$to` are yyyy-mm-dd, both days included.
 */
export const FOUNDATION_TIME_ZONE = 'Europe/Warsaw';

/** SQL: the instant the day `param` begins in the foundation's time zone. */
export const dayStart = (param: string) => `(${param}::date::timestamp AT TIME ZONE '${FOUNDATION_TIME_ZONE}')`;

/** SQL: `column` (timestamptz) falls on a day from `from` to `to`, both included. */
export const inRange = (column: string, from: string, to: string) =>
  `${column} >= ${dayStart(from)} AND ${column} < ${dayStart(`(${to}::date + 1)`)}`;

/** SQL: `column` (timestamptz) as a local timestamp of the foundation's time zone. */
export const local = (column: string) => `(${column} AT TIME ZONE '${FOUNDATION_TIME_ZONE}')`;

/**
 * SQL: whole days (integer) from `dateColumn`, a date of the foundation's calendar, to the local day
 * of `column` (timestamptz): taken in on 1 March and adopted on 31 March at any hour is 30 days.
 */
export const daysSinceDate = (column: string, dateColumn: string) => `((${local(column)})::date - ${dateColumn})`;
