import { CHUNK_LOAD_RETRY, CHUNK_RELOAD_GUARD_MS, NEW_BUILD_CHECK_INTERVAL_MS } from '@ft/shared';
import { toast } from './ui/toast-store.ts';

const RELOAD_KEY = 'ft.chunkReloadAt';

/**
 * After a deploy, an open tab asks for screen chunks that no longer exist. Reload once to get the new build,
 * but never twice within 10 s, so a chunk that is really broken cannot make the page reload forever.
 */
export function shouldReloadForMissingChunk(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = (error as Error | undefined)?.message ?? '';
  // Chromium: "Failed to fetch dynamically imported module", Firefox: "error loading dynamically imported
  // module", Safari: "Importing a module script failed."
  return /dynamically imported module|Importing a module script failed/i.test(message);
}

/** Reloads for a missing chunk when allowed; returns false when the guard says no (the error then shows). */
export function reloadForMissingChunk(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  if (!shouldReloadForMissingChunk(Date.now(), last)) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * What a screen's script that would not load (after its retries) means. `reloading`: the server runs another
 * build, so the page reloads once for it. `offline`: no answer at all, so the page must not reload (that only
 * trades the app for the browser's offline page). `failed`: the server answers with this very build; reloading
 * would not help either.
 */
export type ChunkFailure = 'reloading' | 'offline' | 'failed';

export async function recoverFromMissingChunk(currentBuildId: string): Promise<ChunkFailure> {
  if (navigator.onLine === false) return 'offline';
  let buildId: string | undefined;
  try {
    const res = await fetch('/version.json', {
      cache: 'no-store',
      signal: AbortSignal.timeout(CHUNK_LOAD_RETRY.versionTimeoutMs),
    });
    if (!res.ok) return 'failed';
    buildId = ((await res.json()) as { buildId?: string }).buildId;
  } catch {
    return 'offline';
  }
  if (buildId && buildId !== currentBuildId && reloadForMissingChunk()) return 'reloading';
  return 'failed';
}

/** Every hour, compare /version.json with the build this tab runs; offer a reload once when it changed. */
export function startNewBuildCheck(currentBuildId: string): () => void {
  let offered = false;
  const check = async () => {
    if (offered || document.visibilityState === 'hidden') return;
    try {
      const res = await fetch('/version.json', { cache: 'no-store' });
      const { buildId } = (await res.json()) as { buildId?: string };
      if (buildId && buildId !== currentBuildId) {
        offered = true;
        toast.show({
          type: 'info',
          title: '새 버전이 나왔어요',
          message: '새로고침하면 최신 버전으로 이용할 수 있어요.',
          durationMs: null,
          action: { label: '새로고침', handler: () => window.location.reload() },
        });
      }
    } catch {
      // Offline or between deploys: try again at the next interval.
    }
  };
  const timer = setInterval(check, NEW_BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
