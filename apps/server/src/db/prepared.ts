import type { Db } from './client.ts';

/**
 * A query built once per database and then only executed: for the statements on every request, where
 * building the SQL (drizzle's column and entity checks) costs more than the database takes to answer. The
 * builder must use `sql.placeholder` for every value that varies.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
