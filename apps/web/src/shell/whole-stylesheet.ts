/**
 * The server inlines only the part of the stylesheet its HTML uses and the boot script links the rest, the
 * utilities layer whole (apps/server/src/plugins/page-stylesheet.ts, decision 067). What React draws after
 * hydration (a dialog, the next screen) needs it: resolves once the file has loaded, failed, or was never linked
 * (the dev server's page).
 */
export function wholeStylesheet(): Promise<void> {
  const link = document.getElementById('app-stylesheet');
  if (!(link instanceof HTMLLinkElement) || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
