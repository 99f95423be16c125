import type { Selectable } from 'kysely';
import type { DB } from './schema.generated.js';

/**
 * A table's row as `SELECT *` returns it, typed from the migrated schema (schema.generated.ts, which
 * schema-types.test.ts keeps equal to what the migrations create). Row types in the server are
 * derived from it: a query that reads columns as they are picks them (`Columns<'animals', 'id' |
 * 'name'>`); only what SQL computes (to_char dates, counts, joins' aliases) is typed beside it.
 */
export type TableRow<Table extends keyof DB> = Selectable<DB[Table]>;

/** Some columns of a table's row, as stored. */
export type Columns<Table extends keyof DB, Column extends keyof TableRow<Table>> = Pick<TableRow<Table>, Column>;
