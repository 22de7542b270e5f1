import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { dismissToast, getToasts } from '../shell/ui/toast-store.ts';

/**
 * Test files share a worker's DOM and modules (`isolate: false` saves building a jsdom per file): what one
 * file leaves behind — rendered trees, toasts, storage, fake timers, stubbed globals — is cleared before the
 * next file starts.
 */
afterAll(() => {
  cleanup();
  for (const t of getToasts()) dismissToast(t.id);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});
