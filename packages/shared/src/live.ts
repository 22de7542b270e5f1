/**
 * `GET /api/v1/events` (decision 039). Constants apart from the stream's zod schema
 * (contracts/live-events.ts): the web app's first load reads these, and must not carry zod and the contracts.
 */
export const LIVE_EVENTS_PATH = '/api/v1/events';
/** The named SSE event that opens a stream: its `id:` is where the stream starts, so a reconnect loses nothing. */
export const LIVE_READY_EVENT = 'ready';
/** Comment lines keep proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
