import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app's server entry (apps/web/src/entry-server.tsx) returns for one URL. */
export interface RenderResult {
  status: number;
  head: string;
  html: string;
  state: unknown;
}
/** `guest`: the request carried no session cookie, so the page is a guest's (the browser starts from it too). */
export type RenderedSession = 'guest' | 'unknown';
export type RenderFn = (
  url: string,
  fetchImpl: typeof fetch,
  origin: string,
  session: RenderedSession,
) => Promise<RenderResult>;

export interface WebBuild {
  clientDir: string;
  /** index.html with the stylesheet inlined and the app's scripts replaced by the boot script. */
  template: string;
  render: RenderFn;
  /** CSP hashes of the inline scripts the template carries. */
  scriptHashes: string[];
  /** The brand font's stylesheet (apps/web/src/fonts.css as built), linked for browsers that have its files. */
  brandFontHref: string;
}

/** The built fonts.css: the client fetches it by URL (apps/web/src/lib/brand-font.ts), so it has a hashed name. */
function findBrandFontStylesheet(clientDir: string): string {
  const names = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => /^fonts-[\w-]+\.css$/.test(name));
  if (names.length !== 1)
    throw new Error(`the web build has ${names.length} brand font stylesheets, not one`);
  return `/assets/${names[0]}`;
}

/**
 * Inlines the built stylesheet: the first paint then waits for the HTML alone (docs/product.md §
 * Performance).
 */
function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, href: string) => {
      const css = fs.readFileSync(path.join(clientDir, href), 'utf8');
      return `<style>${css}</style>`;
    },
  );
}

/**
 * The server HTML is the whole screen, so the app's JavaScript is not needed for the first paint or for the
 * largest image. Its requests start once the page has loaded (eager images included) and its first contentful
 * paint has been presented, two frames later, or as soon as the person touches, types or focuses anything.
 * Requests that start before the largest paint compete with it for a slow phone network: Lighthouse counted
 * ~100 KiB of scripts into the booking step's LCP (0.7 s → 1.7 s) whenever `load` fired before the first
 * frame and a single rAF + timeout let them out ahead of the paint (docs/decisions/005).
 */
function bootScript(entry: string, preloads: string[]): string {
  return `(function(){var s=0,d=document;function go(){if(s)return;s=1;${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var e=d.createElement('script');e.type='module';e.src=${JSON.stringify(entry)};d.head.appendChild(e)}function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}function painted(){try{var o=new PerformanceObserver(function(){o.disconnect();frames()});o.observe({type:'paint',buffered:true})}catch(x){frames()}}if(d.readyState==='complete')painted();else addEventListener('load',painted);['pointerdown','keydown','focusin'].forEach(function(t){addEventListener(t,go,{capture:true,passive:true,once:true})})})();`;
}

function deferScripts(template: string): { template: string; hashes: string[] } {
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
  let out = template.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const boot = bootScript(
    entry[1],
    preloads.map((p) => p[1] ?? ''),
  );
  out = out.replace('</body>', `<script>${boot}</script>\n  </body>`);
  return { template: out, hashes: [`'sha256-${createHash('sha256').update(boot).digest('base64')}'`] };
}

/** Loads the built web app (apps/web/dist): its client assets, HTML template and server renderer. */
export async function loadWebBuild(webDistDir: string): Promise<WebBuild> {
  const clientDir = path.join(webDistDir, 'client');
  const ssrEntry = path.join(webDistDir, 'server', 'entry-server.js');
  const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: RenderFn };
  const html = inlineStylesheets(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), clientDir);
  const { template, hashes } = deferScripts(html);
  return {
    clientDir,
    template,
    render,
    scriptHashes: hashes,
    brandFontHref: findBrandFontStylesheet(clientDir),
  };
}
