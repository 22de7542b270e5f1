// Serves the benchmark's anchor (plain-react/): the page rendered on the server with react-dom/server, and its
// hydrating script bundled and minified for production from the project's own React, both sent compressed as
// the app's are (brotli), from a loopback port of their own.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

const dir = path.join(import.meta.dirname, 'plain-react');

async function bundle(entry, options) {
  const result = await build({
    entryPoints: [path.join(dir, entry)],
    bundle: true,
    write: false,
    jsx: 'automatic',
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    ...options,
  });
  return result.outputFiles[0].contents;
}

/** The anchor's server HTML: its renderer bundled to a temporary module and run once. */
async function renderPage() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ft-plain-react-')), 'server.cjs');
  fs.writeFileSync(file, await bundle('server.jsx', { platform: 'node', format: 'cjs' }));
  try {
    return (await import(pathToFileURL(file).href)).html;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** Starts the anchor page on `port`; resolves to its URL and a function that stops it. */
export async function startPlainReactPage(port) {
  const script = await bundle('client.jsx', { minify: true });
  const page = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>푸드트럭 예약</title><script type="module" src="/client.js"></script></head><body><div id="root">${await renderPage()}</div></body></html>`;
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: brotliCompressSync(page) },
    '/client.js': { type: 'text/javascript', body: brotliCompressSync(script) },
  };
  const server = http.createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br' }).end(file.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
