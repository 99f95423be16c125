import { EntityManager, type DataSource } from 'typeorm';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> };

/**
 * Reads that do not depend on each other: in parallel on the pool, one after another inside a
 * transaction. A transaction has one connection, where pg only queues parallel queries (with a
 * deprecation warning; pg 9 refuses them).
 */
export async function independentReads<T extends readonly unknown[]>(db: DataSource | EntityManager, reads: Reads<T>): Promise<T> {
  const inTransaction = db instanceof EntityManager && db.queryRunner?.isTransactionActive === true;
  if (!inTransaction) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
