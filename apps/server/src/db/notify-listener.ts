import pg from 'pg';

/**
 * What `LISTEN` hears, by channel. `payload` is null after the listener was cut off and came back: whatever was
 * sent meanwhile is lost, so the reader catches up from the database instead.
 */
export type NotifyHandler = (payload: string | null) => void;
export type Listen = (channel: string, handler: NotifyHandler) => Promise<() => Promise<void>>;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * One dedicated PostgreSQL connection per instance for `LISTEN` (a pooled one would be handed to queries and
 * lose its subscriptions), opened on the first subscription, reconnected with back-off when it drops.
 */
export function postgresListener(connectionString: string): { listen: Listen; close(): Promise<void> } {
  const handlers = new Map<string, Set<NotifyHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let delay = RECONNECT_MIN_MS;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (!closed) reconnectLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    client = next;
  };

  const reconnectLater = () => {
    setTimeout(() => {
      if (closed) return;
      connecting = connect().then(
        () => {
          delay = RECONNECT_MIN_MS;
          // Anything sent while we were away went unheard: every reader catches up.
          for (const set of handlers.values()) for (const handler of set) handler(null);
        },
        () => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          reconnectLater();
        },
      );
    }, delay).unref();
  };

  return {
    async listen(channel, handler) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (!client && !connecting) {
        connecting = connect().catch((error: unknown) => {
          connecting = undefined;
          throw error;
        });
      }
      await connecting;
      if (first && client) await client.query(`LISTEN ${quoted(channel)}`);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
