// One server per Playwright worker, each on its own port and fresh data directory (support/start-server.mjs).
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Workers (E2E_WORKERS, default 2): one per core here; decision 030 has the figures. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export const serverPort = (index: number): number => FIRST_PORT + index;
export const serverURL = (index: number): string => `http://127.0.0.1:${serverPort(index)}`;
