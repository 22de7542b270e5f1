import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_CHUNK, inShell, REACT } from '../../vite.config.ts';

/**
 * What every page loads before it hydrates is src/shell/ and what vite.config.ts names beside it (its `app`
 * group): a production build of the client, and every module of the files the entry runs before hydrating
 * held to that. A file that joins the first load unasked (a shell file's new import of lib/ or a feature, the
 * app's start importing a screen's part, a chunk split off on its own) fails here with its name.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const web = path.join(repo, 'apps/web');

/** Packages whose files may come with the shell: React, and the shared package's files the shell imports. */
const PACKAGES = [REACT, /[\\/]packages[\\/]shared[\\/]src[\\/]/];
/** The entry, and the app's start: hydrating, the route table, the layout of routes and the session's effects. */
const START = [
  'src/entry-client.tsx',
  'src/styles.css',
  'index.html',
  'src/app/hydrate.tsx',
  'src/app/app.tsx',
  'src/app/routes.tsx',
  'src/app/require-session.tsx',
  'src/app/session-effects.tsx',
  'src/app/live-updates.tsx',
  'src/app/hooks/use-preload-screens.ts',
].map((file) => path.join(web, file));
/** Vite's and Rolldown's own modules (the runtime, the preload helper), which have no file of the app. */
const isVirtual = (id: string) => !path.isAbsolute(id.replace(/^\0/, ''));

type Chunk = Rolldown.OutputChunk;

/** The files the entry runs before the screen hydrates: itself, what it imports, and what it imports when it runs. */
function firstLoad(chunks: Chunk[]): Chunk[] {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Chunk>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  for (const imported of entry.dynamicImports) visit(imported);
  return [...seen.values()];
}

/** What of the first load was not asked for: files other than the every-page chunks, and modules outside the shell. */
function unasked(chunks: Chunk[], asked: (id: string) => boolean): string[] {
  const problems: string[] = [];
  for (const chunk of firstLoad(chunks)) {
    // A facade (the file a dynamic import goes through to a module in another chunk) carries no module.
    if (!chunk.isEntry && chunk.moduleIds.length > 0 && !FIRST_LOAD_CHUNK.test(chunk.fileName))
      problems.push(
        `${chunk.fileName}: a file of its own in the first load (${chunk.moduleIds.map(relative).join(', ')})`,
      );
    for (const id of chunk.moduleIds)
      if (!isVirtual(id) && !asked(id)) problems.push(`${relative(id)} (in ${chunk.fileName})`);
  }
  return problems;
}

const relative = (id: string) => path.relative(repo, id.replace(/^\0/, '')).split(path.sep).join('/');
const askedByConfig = (id: string) =>
  inShell(id) || PACKAGES.some((pattern) => pattern.test(id)) || START.includes(id);

let chunks: Chunk[] = [];
let outDir = '';
const nodeEnv = process.env.NODE_ENV;
beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-first-load-'));
  // As `npm run build` builds it: React's production files, nothing written.
  process.env.NODE_ENV = 'production';
  const output = await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, outDir, emptyOutDir: false },
  });
  chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is Chunk => file.type === 'chunk');
}, 120_000);
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the first load', () => {
  it('is the shell, the packages beside it and the app’s start, and nothing else', () => {
    const load = firstLoad(chunks);
    expect(load.map((chunk) => chunk.fileName.replace(/-[\w-]+\.js$/, ''))).toEqual(
      expect.arrayContaining(['assets/app', 'assets/hydrate', 'assets/react']),
    );
    expect(unasked(chunks, askedByConfig)).toEqual([]);
  });

  it('names a file that is in it without being asked for', () => {
    // The same build held to a shell without its formatting: the first load carries it, so it is named.
    const format = path.join(web, 'src/shell/format.ts');
    expect(unasked(chunks, (id) => id !== format && askedByConfig(id))).toEqual([
      expect.stringMatching(/^apps\/web\/src\/shell\/format\.ts \(in assets\/app-[\w-]+\.js\)$/),
    ]);
  });

  it('leaves a screen’s code to its own chunk', () => {
    const home = path.join(web, 'src/app/routes/home/home.tsx');
    expect(chunks.some((chunk) => chunk.moduleIds.includes(home))).toBe(true);
    expect(firstLoad(chunks).some((chunk) => chunk.moduleIds.includes(home))).toBe(false);
  });
});
