import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PageStylesheet, pageStylesheet } from './page-stylesheet.ts';

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
  /**
   * index.html with the app's stylesheet and scripts replaced by the boot script, and `<!--page-css-->` where the
   * page's own part of the stylesheet goes (`stylesheet.for`).
   */
  template: string;
  stylesheet: PageStylesheet;
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
 * Takes the built stylesheet's link out of the template, leaving the place its page part is inlined in: the first
 * paint then waits for the HTML alone (docs/product.md § Performance). The boot script links the rest: the
 * build's utilities layer alone (`<name>.utilities.css`, decision 067), as every page inlines the other layers.
 */
function takeStylesheet(template: string, clientDir: string) {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+)\.css"[^>]*>/.exec(template);
  if (!link?.[1]) throw new Error('index.html links no stylesheet');
  const utilities = `${link[1]}.utilities.css`;
  if (!fs.existsSync(path.join(clientDir, utilities)))
    throw new Error(`the web build has no ${utilities}: build it again`);
  return {
    template: template.replace(link[0], '<!--page-css-->'),
    href: utilities,
    css: fs.readFileSync(path.join(clientDir, `${link[1]}.css`), 'utf8'),
  };
}

/**
 * The server HTML is the whole screen, so the app's JavaScript and whole stylesheet are not needed for the first
 * paint or for the largest image. Their requests start once the page has loaded (eager images included) and its first contentful
 * paint has been presented, two frames later, or as soon as the person touches, types or focuses anything.
 * Requests that start before the largest paint compete with it for a slow phone network: Lighthouse counted
 * ~100 KiB of scripts into the booking step's LCP (0.7 s → 1.7 s) whenever `load` fired before the first
 * frame and a single rAF + timeout let them out ahead of the paint (docs/decisions/005).
 */
function bootScript(entry: string, preloads: string[], stylesheet: string): string {
  return `(function(){var s=0,d=document;function go(){if(s)return;s=1;var c=d.createElement('link');c.rel='stylesheet';c.id='app-stylesheet';c.href=${JSON.stringify(stylesheet)};d.head.appendChild(c);${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var e=d.createElement('script');e.type='module';e.src=${JSON.stringify(entry)};d.head.appendChild(e)}function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}function painted(){try{var o=new PerformanceObserver(function(){o.disconnect();frames()});o.observe({type:'paint',buffered:true})}catch(x){frames()}}if(d.readyState==='complete')painted();else addEventListener('load',painted);['pointerdown','keydown','focusin'].forEach(function(t){addEventListener(t,go,{capture:true,passive:true,once:true})})})();`;
}

function deferScripts(template: string, stylesheet: string): { template: string; hashes: string[] } {
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
  let out = template.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const boot = bootScript(
    entry[1],
    preloads.map((p) => p[1] ?? ''),
    stylesheet,
  );
  out = out.replace('</body>', `<script>${boot}</script>\n  </body>`);
  return { template: out, hashes: [`'sha256-${createHash('sha256').update(boot).digest('base64')}'`] };
}

/** Loads the built web app (apps/web/dist): its client assets, HTML template and server renderer. */
export async function loadWebBuild(webDistDir: string): Promise<WebBuild> {
  const clientDir = path.join(webDistDir, 'client');
  const ssrEntry = path.join(webDistDir, 'server', 'entry-server.js');
  const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: RenderFn };
  const built = takeStylesheet(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), clientDir);
  const { template, hashes } = deferScripts(built.template, built.href);
  return {
    clientDir,
    template,
    stylesheet: pageStylesheet(built.css),
    render,
    scriptHashes: hashes,
    brandFontHref: findBrandFontStylesheet(clientDir),
  };
}
