import { type Attributes, type Span, SpanKind } from '@opentelemetry/api';
import { endWithError, insideSpan, tracer } from '../lib/tracing.ts';

/**
 * Database statements as OpenTelemetry client spans, on both drivers, when tracing is on (decision 057). A span
 * carries the statement's text, never its values: every value travels as a parameter. Statements outside any
 * span (migrations, the seed, the jobs' 1 s polls) are left out; a request's statements hang off its span.
 */

/** Long enough for the list's query; a trace store is not the place for more. */
const MAX_TEXT = 4000;

function statementAttributes(text: string, base: Attributes): Attributes {
  return {
    ...base,
    'db.system.name': 'postgresql',
    'db.operation.name': operationOf(text),
    'db.query.text': text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
  };
}

/** The statement's first keyword (`SELECT`, `INSERT`, …), past any leading comment. */
export function operationOf(text: string): string {
  const keyword = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*([A-Za-z]+)/.exec(text)?.[1];
  return keyword ? keyword.toUpperCase() : 'QUERY';
}

function startStatement(text: string, base: Attributes): Span {
  const attributes = statementAttributes(text, base);
  return tracer.startSpan(String(attributes['db.operation.name']), { kind: SpanKind.CLIENT, attributes });
}

function settle<T>(span: Span, result: Promise<T>): Promise<T> {
  return result.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      endWithError(span, error);
      span.end();
      throw error;
    },
  );
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * A node-postgres client (each one the pool makes): `query` in all its shapes — promise and callback (the pool's
 * own `pool.query` uses the callback one) — except a submittable (a cursor), which is left as it is.
 */
export function tracePgClient(client: { query: unknown }, server: { host?: string; port?: number }): void {
  const query = (client.query as (...args: unknown[]) => unknown).bind(client);
  const base: Attributes = {
    ...(server.host ? { 'server.address': server.host } : {}),
    ...(server.port ? { 'server.port': server.port } : {}),
  };
  client.query = (config: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (!insideSpan() || typeof text !== 'string' || submittable) return query(config, values, callback);
    const span = startStatement(text, base);
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
    if (done) {
      const finish: Callback = (error, result) => {
        if (error) endWithError(span, error);
        span.end();
        done(error, result);
      };
      return typeof values === 'function' ? query(config, finish) : query(config, values, finish);
    }
    return settle(span, query(config, values) as Promise<unknown>);
  };
}

type Statement = (text: unknown, ...rest: unknown[]) => Promise<unknown>;

interface PgliteLike {
  query: Statement;
  exec?: Statement;
  transaction?: (work: (tx: PgliteLike) => Promise<unknown>) => Promise<unknown>;
}

/** PGlite and each of its transactions (drizzle runs a transaction's statements on the transaction object). */
export function tracePglite(client: PgliteLike): void {
  const base: Attributes = { 'db.namespace': 'pglite' };
  for (const method of ['query', 'exec'] as const) {
    const original = client[method]?.bind(client);
    if (!original) continue;
    client[method] = (text, ...rest) =>
      insideSpan() && typeof text === 'string'
        ? settle(startStatement(text, base), original(text, ...rest))
        : original(text, ...rest);
  }
  const transaction = client.transaction?.bind(client);
  if (transaction) {
    client.transaction = (work) =>
      transaction((tx) => {
        tracePglite(tx);
        return work(tx);
      });
  }
}
