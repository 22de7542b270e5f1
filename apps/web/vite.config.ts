import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import postcss from 'postcss';
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

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with it is compiled eagerly,
 * on the background thread that streams the download in, instead of lazily on the main thread when hydration
 * first calls it. For the chunks every page runs at start (FIRST_LOAD_CHUNK), whose functions hydration calls
 * almost all of: at full speed here React's chunk took 120 → 53 ms of the main thread a load, the app's 135 →
 * 108 (decision 058). Browsers without it read a comment.
 */
const COMPILE_HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');

/**
 * Writes each script and stylesheet also as .br (quality 11) and .gz (level 9), compressed once at build time
 * rather than on every request at the fast levels a server can afford; the server sends whichever the browser takes.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    // From the files as written: earlier hooks still see chunks before Vite's last rewrites (preload helpers).
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? '', fileName);
        let source = fs.readFileSync(file);
        if (
          FIRST_LOAD_CHUNK.test(fileName) &&
          !source.subarray(0, COMPILE_HINT.length).equals(COMPILE_HINT)
        ) {
          source = Buffer.concat([COMPILE_HINT, source]);
          fs.writeFileSync(file, source);
        }
        if (source.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The brand font is linked only once its files are in the browser's cache (lib/brand-font.ts): a 100 ms block
 * period lets cached subsets draw the first paint, and a subset fetched later still swaps in within 3 s
 * (`fallback`) instead of the package's `swap`, which draws every load twice.
 */
function brandFontDisplay(): Plugin {
  return {
    name: 'brand-font-display',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        asset.source = String(asset.source).replaceAll('font-display:swap', 'font-display:fallback');
      }
    },
  };
}

/**
 * Beside the app's stylesheet, its utilities layer alone (`<name>.utilities.css`), which the server's boot
 * script links after the first paint. The page's HTML already carries everything else of the stylesheet (theme,
 * base, its own utilities; apps/server/src/plugins/page-stylesheet.ts): a later sheet with element and `*`
 * rules made the browser restyle the whole page, one with class rules only restyles the elements it names
 * (decision 067). All the utilities, in the built order, so the cascade is the whole file's.
 */
function utilitiesStylesheet(): Plugin {
  return {
    name: 'utilities-stylesheet',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !/^assets\/index-[\w-]+\.css$/.test(asset.fileName)) continue;
        const layer = postcss
          .parse(String(asset.source))
          .nodes.find(
            (node) => node.type === 'atrule' && node.name === 'layer' && node.params === 'utilities',
          );
        if (!layer) throw new Error(`${asset.fileName} has no utilities layer`);
        this.emitFile({
          type: 'asset',
          fileName: asset.fileName.replace(/\.css$/, '.utilities.css'),
          source: layer.toString(),
        });
      }
    },
  };
}

/**
 * The entry imports React, then the app (src/entry-client.tsx), so each is evaluated in a task of its own; the
 * page still asks for every file at once: the app's chunks are listed as modulepreloads in index.html, which
 * the server's boot script requests together after the first paint.
 */
function preloadHydrationChunks(): Plugin {
  return {
    name: 'preload-hydration-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('the build has no entry chunk');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        // What the entry imports when it runs (React's client, then the app), and everything those import.
        for (const imported of entry.dynamicImports) visit(imported);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const ERROR_CATALOG_REST =
  /[\\/]packages[\\/]shared[\\/]src[\\/]errors[\\/](catalog|business-errors|offer-errors|payment-errors)\.ts$/;
/** The chunks every page loads before it hydrates (the groups below, and Rolldown's runtime). */
export const FIRST_LOAD_CHUNK = /(^|\/)(react|app|hydrate|preload-helper|rolldown-runtime)-[\w-]+\.js$/;
/** React itself: evaluated before the rest of the app (src/entry-client.tsx). */
export const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * What every page loads before it hydrates, after React, is a folder (apps/web/README.md § The first load):
 * src/shell/, the router and the query client; the shared files they import come with them.
 */
export const SHELL = /[\\/]apps[\\/]web[\\/]src[\\/]shell[\\/]/;
export const SHELL_PACKAGES = /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/;
/**
 * And the few files outside it that the app's start (src/app/) reads on every page: the calls of the route
 * table and of the session, which stay with the features that own them; the sign-in guard's access rule; and
 * the particles (을/를) of home's and the policies' footer, which in a file of their own cost those pages more
 * than they cost the others here.
 */
export const SHELL_FILES = [
  /[\\/]src[\\/]features[\\/](foodtrucks|policies|reference)[\\/]api[\\/]\1\.ts$/,
  /[\\/]src[\\/]features[\\/]auth[\\/]api[\\/]session\.ts$/,
  /[\\/]packages[\\/]shared[\\/]src[\\/](access|korean)\.ts$/,
];
export const inShell = (id: string) =>
  SHELL.test(id) || SHELL_PACKAGES.test(id) || SHELL_FILES.some((file) => file.test(id));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    brandFontDisplay(),
    utilitiesStylesheet(),
    preloadHydrationChunks(),
    versionFile(),
    precompressedAssets(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Top-level await lets the client load the current screen's chunk before hydrating.
    target: 'es2022',
    // Inline small images only; fonts stay separate files the browser fetches by unicode-range.
    assetsInlineLimit: 2048,
    // A screen's import also fetches the chunks it needs (Vite's preload list), but never the ones every page has
    // loaded before hydrating: naming those in every list cost ~1 KiB of the first load.
    modulePreload: {
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !FIRST_LOAD_CHUNK.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Every screen needs the app shell; left to automatic splitting it came as ~15 small files whose
        // headers alone cost ~5 KiB of the 70 KiB first-load budget. One chunk for what every page loads.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            // Vite's helper for dynamic imports: the entry needs it before React, so not inside the app's chunk.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            // The error catalogue beyond its general codes: loaded with the first answer that names one of its
            // codes (src/shell/errors/catalog.ts). Before the app's group, which would take it in as a dependency.
            { name: 'error-catalog', test: ERROR_CATALOG_REST, includeDependenciesRecursively: false },
            { name: 'app', test: inShell },
            // 입점하기 is a public tab: its screen and, as its dependencies, the few pieces of the owners' feature
            // it reads come as one file instead of five (each file's own overhead counts against the budget).
            { name: 'register', test: /[\\/]src[\\/]app[\\/]routes[\\/]register[\\/]register\.tsx$/ },
          ],
        },
      },
    },
  },
  // The shared package is TypeScript source; the renderer bundles it rather than importing .ts at run time.
  ssr: { noExternal: ['@ft/shared'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
