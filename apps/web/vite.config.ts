import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** One id per build: compiled into the app and published as /version.json, so open tabs can notice a deploy. */
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

function versionFile(): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

/** Modules every page loads before it hydrates (runtime, router, query client, the app's own lib and shell). */
const APP_SHELL = [
  /[\\/]node_modules[\\/](preact|react-router|@tanstack)[\\/]/,
  /[\\/]src[\\/](lib|config)[\\/]/,
  /[\\/]src[\\/]components[\\/]layout[\\/]/,
  /[\\/]src[\\/]components[\\/]ui[\\/](skeleton|toast-store|toaster|error-page)\.tsx?$/,
  /[\\/]src[\\/]components[\\/]errors[\\/]error-boundary\.tsx$/,
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]api[\\/][^\\/]+\.ts$/,
];
const isAppShell = (id: string) => !id.includes('.test.') && APP_SHELL.some((pattern) => pattern.test(id));

/**
 * Screens are written against the React API and run on Preact (preact/compat): the same components at
 * ~10 KiB of runtime instead of ~66 KiB, which is what keeps first-load JS inside the DESIGN §9 budget.
 * See docs/decisions/004-preact-runtime.md.
 */
export default defineConfig({
  plugins: [preact({ prerender: { enabled: false } }), tailwindcss(), versionFile()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Top-level await lets the client load the current screen's chunk before hydrating.
    target: 'es2022',
    // Inline small images only; fonts stay separate files the browser fetches by unicode-range.
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Every screen needs the app shell; left to automatic splitting it came as ~15 small files whose
        // headers alone cost ~5 KiB of the 70 KiB first-load budget. One chunk for what every page loads.
        codeSplitting: { groups: [{ name: 'app', test: isAppShell }] },
      },
    },
  },
  // Bundled into the server renderer so their `react` imports resolve to preact/compat as in the browser.
  ssr: { noExternal: ['@ft/shared', 'react-router', '@tanstack/react-query'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
