/**
 * Notices read in one tab are read in the person's other tabs of this browser at once: the tab that marked
 * them says so on a BroadcastChannel, and the others refresh their bell and list (app/live-invalidation.ts).
 * One channel per tab: a channel does not hear its own messages, so the tab that read does not refresh twice.
 * Other devices catch up when they next load the count. Kept out of the first load (vite.config.ts).
 */
let channel: BroadcastChannel | null | undefined;
const tabChannel = () =>
  (channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('ft-notices-read'));

export function announceNoticesRead(): void {
  tabChannel()?.postMessage('read');
}

/** Calls `onRead` when another tab of this browser has read notices; the function returned stops listening. */
export function onNoticesReadElsewhere(onRead: () => void): () => void {
  const tab = tabChannel();
  tab?.addEventListener('message', onRead);
  return () => tab?.removeEventListener('message', onRead);
}
