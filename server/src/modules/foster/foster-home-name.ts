/**
 * A foster home's name as staff read it, "Anna Kowalska (Kraków)", in SQL (alias `fh`): the same
 * as shared fosterHomeName(), for queries that join the home.
 */
export const FOSTER_HOME_NAME_SQL = `(fh.first_name || ' ' || fh.last_name || CASE WHEN fh.city <> '' THEN ' (' || fh.city || ')' ELSE '' END)`;
