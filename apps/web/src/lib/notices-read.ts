/**
 * Notices read in one tab are read in the person's other tabs of this browser at once: the tab that marked
 * them says so on a BroadcastChannel, and the others refresh their bell and list (app/live-invalidation.ts).
 * Other devices catch up when they next load the count. Kept out of the first load (vite.config.ts).
 */
const CHANNEL = 'ft-notices-read';

export function announceNoticesRead(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('read');
  channel.close();
}

/** Calls `onRead` when another tab of this browser has read notices; the function returned stops listening. */
export function onNoticesReadElsewhere(onRead: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = onRead;
  return () => channel.close();
}
