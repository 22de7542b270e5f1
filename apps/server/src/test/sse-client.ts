import http from 'node:http';

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
  /** performance.now() when it was read. */
  at: number;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: SseMessage[];
  /** Resolves with the first message (already read or still to come) that `match` accepts. */
  next(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
  closed: Promise<void>;
}

/** A server-sent events reader over a plain HTTP request, as EventSource would send it. */
export function openSse(
  url: string,
  headers: Record<string, string> = {},
  agent: http.Agent | false = false,
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent }, (res) => {
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const message: SseMessage = { data: '', at: performance.now() };
          const data: string[] = [];
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') message.id = value;
            if (field === 'event') message.event = value;
            if (field === 'data') {
              hasData = true;
              data.push(value);
            }
          }
          if (!hasData && message.id === undefined) continue;
          message.data = data.join('\n');
          messages.push(message);
          for (const wake of waiters) wake();
        }
      });
      const closed = new Promise<void>((done) => res.on('close', () => done()));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        closed,
        next(match, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const look = () => {
              const hit = messages.find(match);
              if (!hit) return;
              waiters.delete(look);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching event within ${timeoutMs} ms; had ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
