import { LIVE_EVENTS_PATH, LIVE_READY_EVENT, type LiveEvent } from '@ft/shared';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * One EventSource on `GET /api/v1/events` (decision 039). A dropped stream is reopened by the browser itself,
 * which sends `Last-Event-ID`; a refused or failed one (502 during a deploy, a 401, a 429 past a session's
 * streams) is closed by the browser, which does not say why. So `sessionStands` is asked first (decision 077):
 * a stream refused for a session that has ended stops for good (the next is a new log-in's, live-updates.tsx);
 * otherwise it is reopened with back-off, starting after the last event seen (`?after=`), so nothing is lost.
 * Loaded only for signed-in people (live-updates.tsx), and kept out of the first load's app chunk (vite.config.ts takes all of lib/).
 */
export function connectLiveEvents(
  onEvent: (event: LiveEvent) => void,
  sessionStands: () => Promise<boolean>,
): () => void {
  let source: EventSource | undefined;
  let lastId: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const seen = (message: MessageEvent) => {
    if (message.lastEventId) lastId = message.lastEventId;
    failures = 0;
  };
  const open = () => {
    const url = lastId ? `${LIVE_EVENTS_PATH}?after=${encodeURIComponent(lastId)}` : LIVE_EVENTS_PATH;
    const current = new EventSource(url);
    source = current;
    current.addEventListener(LIVE_READY_EVENT, seen);
    current.onmessage = (message) => {
      seen(message);
      try {
        onEvent(JSON.parse(message.data) as LiveEvent);
      } catch {
        // A message this build cannot read: the screens still refresh on their own when next shown.
      }
    };
    current.onerror = () => {
      if (stopped || current.readyState !== EventSource.CLOSED) return;
      failures += 1;
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1));
      void sessionStands()
        .catch(() => true)
        .then((stands) => {
          if (stopped) return;
          if (!stands) {
            stopped = true;
            return;
          }
          // Up to a fifth less, so a restarted server is not met by every client at the same instant.
          timer = setTimeout(open, delay * (0.8 + Math.random() * 0.2));
        });
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
