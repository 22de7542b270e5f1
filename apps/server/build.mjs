// Bundles the server into dist/server.js, and `npm run migrate`'s and `npm run restore`'s entries beside it (the
// payment sandbox is a workspace of its own, tools/toss-sandbox, never bundled: decision 093). The workspace
// package @ft/shared (TypeScript source) and drizzle-orm are bundled in; every other npm dependency stays
// external and is loaded from node_modules, so the server and its plugins share one copy of each (zod above all: fastify-type-provider-zod
// must see the same zod as the shared contracts).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// drizzle-orm too: its package.json (179 KB, 447 exports) is read again for each of its modules Node 22+ loads
// (nodejs/node#58126), ~1 s of every start on Node 24 against ~0.2 on Node 20; bundled, it is one file.
const BUNDLED = ['@ft/shared', 'drizzle-orm'];
const result = await build({
  // The server, and `npm run migrate`'s and `npm run restore`'s own entries (src/migrate.ts, src/restore.ts).
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !BUNDLED.includes(name)),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
// No test double in the production bundle: the payment sandbox and the test helpers are for tests (decision 093;
// `npm run lint` refuses the imports, this the bundle whatever the route in).
const doubles = Object.keys(result.metafile.inputs).filter((input) =>
  /(^|\/)(tools\/toss-sandbox|src\/test)\//.test(input.replace(/\\/g, '/')),
);
if (doubles.length > 0) {
  console.error(`The server bundle would carry test code: ${doubles.join(', ')}`);
  process.exit(1);
}
console.log('server built: apps/server/dist/server.js, dist/migrate.js, dist/restore.js');
