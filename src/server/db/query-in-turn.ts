/**
 * One query at a time on one connection, in the order they are asked. pg 8 queues a query sent
 * while another runs on the same client, warns that pg 9 will refuse it ("client.query() when the
 * client is already executing a query"), and the change feed's one connection is asked by every
 * write's barrier at once; chaining here runs them exactly as pg's own queue did, without relying
 * on it.
 */
import type { Client, QueryResult, QueryResultRow } from 'pg';

/** The last query asked of each connection, settled or not. */
const lastAsked = new WeakMap<Pick<Client, 'query'>, Promise<unknown>>();

export function queryInTurn<Row extends QueryResultRow = QueryResultRow>(
  client: Pick<Client, 'query'>,
  text: string,
  values?: unknown[],
): Promise<QueryResult<Row>> {
  const before = lastAsked.get(client) ?? Promise.resolve();
  const run = before.then(() => client.query<Row>(text, values));
  // The next query waits for this one to settle, failed or not: a failure is its caller's.
  lastAsked.set(
    client,
    run.catch(() => undefined),
  );
  return run;
}
