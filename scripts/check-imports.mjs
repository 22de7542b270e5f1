// Part of `npm run lint`: the import rules that keep the code's layers apart, and every workspace's
// package.json honest about what it imports. Biome checks one file at a time; these rules need to know which
// folder an import lands in and what each workspace declares, so they live here.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WORKSPACES = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'tools/toss-sandbox'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'bench-results',
  'data',
]);
const BUILTINS = new Set(builtinModules);

const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;

/**
 * What the server's bundle is built from (apps/server/build.mjs bundles src/): never a test double. The payment
 * sandbox is a workspace of its own (tools/toss-sandbox, decision 093) that the server reaches only over HTTP;
 * only its tests and their helpers (src/test/) start one.
 */
const TEST_DOUBLES = new Set(['@ft/toss-sandbox']);
const TEST_DOUBLE_REASON = 'production server code imports a test double; only tests and src/test/ may';
const inServerBundle = (rel) =>
  rel.startsWith('apps/server/src/') && !TEST_FILE.test(rel) && !rel.startsWith('apps/server/src/test/');

/**
 * Which folder may import which, by the importing file's place (paths relative to the repository):
 * a feature stands alone, the shared layers (shell, lib, components) never reach up into features or the
 * app, the web app never reaches into the server, and the shared package imports no app at all. A server
 * module uses another only through its services: repositories, routes and helpers are its own (tests may
 * reach in to set up what they need).
 */
function layerViolation(from, to) {
  const web = 'apps/web/src/';
  if (from.startsWith('apps/web/') && to.startsWith('apps/server/')) return 'the web app imports the server';
  if (from.startsWith('apps/server/') && to.startsWith('apps/web/'))
    return 'the server imports the web app source';
  if (from.startsWith('packages/shared/') && to.startsWith('apps/'))
    return 'the shared package imports an app';
  if (from.startsWith('tools/') && to.startsWith('apps/')) return 'a tool imports an app';
  if (inServerBundle(from) && to.startsWith('tools/')) return `${TEST_DOUBLE_REASON} (a tool)`;
  if (inServerBundle(from) && to.startsWith('apps/server/src/test/'))
    return `${TEST_DOUBLE_REASON} (a test helper)`;
  const modules = 'apps/server/src/modules/';
  if (from.startsWith(modules) && to.startsWith(modules) && !TEST_FILE.test(from)) {
    const fromModule = from.slice(modules.length).split('/')[0];
    const toModule = to.slice(modules.length).split('/')[0];
    if (toModule !== fromModule && !to.endsWith('.service.ts'))
      return `reaches into the ${toModule} module's internals (a module is used through its *.service.ts)`;
  }
  if (!from.startsWith(web) || !to.startsWith(web)) return null;
  const [fromTop, fromFeature] = from.slice(web.length).split('/');
  const [toTop, toFeature] = to.slice(web.length).split('/');
  if (fromTop === 'features') {
    if (toTop === 'app') return 'a feature imports the app';
    if (toTop === 'features' && toFeature !== fromFeature) return 'a feature imports another feature';
  }
  if (['shell', 'lib', 'components'].includes(fromTop) && (toTop === 'features' || toTop === 'app')) {
    return `${fromTop}/ imports ${toTop}/`;
  }
  return null;
}

/**
 * Query keys are written once, in the keys object of the feature that owns the data (docs/decisions/096): no
 * array literal where a query key goes in the web app (`queryKey: [`, or the first argument of the cache's
 * get/setQueryData and getQueryState), and a keys object (`export const …Keys = {`) only in a feature's api/
 * folder or in shell/ or lib/. Tests may write the keys they expect.
 */
const INLINE_QUERY_KEY = /\bqueryKey\s*:\s*\[|\.(?:get|set)Query(?:Data|State)\s*(?:<[^()]*?>)?\(\s*\[/;
const KEYS_OBJECT = /\bexport\s+const\s+[\w$]*Keys\s*=\s*\{/;
function queryKeyProblems(rel, source) {
  if (!rel.startsWith('apps/web/src/') || /\.test\.tsx?$/.test(rel)) return [];
  const problems = [];
  if (INLINE_QUERY_KEY.test(source))
    problems.push(`${rel}: writes a query key inline; use the keys object of the feature that owns it`);
  if (KEYS_OBJECT.test(source) && !/^apps\/web\/src\/(features\/[^/]+\/api|shell|lib)\//.test(rel))
    problems.push(`${rel}: defines query keys outside a feature's api/ folder, shell/ or lib/`);
  return problems;
}

/**
 * Rules about "now" (an event has started, a request expired, today in Seoul) take the time from the one clock
 * tests can move (packages/shared/src/domain/clock.ts). The server's lib/ is exempt: its caches, rate limits
 * and signatures measure real elapsed time.
 */
const CLOCK = 'packages/shared/src/domain/clock.ts';
const SYSTEM_CLOCK = /\bDate\.now\(\)|\bnew Date\(\)/;
const readsSystemClock = (rel, source) =>
  /^(packages\/shared|apps\/server)\/src\//.test(rel) &&
  !/^apps\/server\/src\/(lib|test)\//.test(rel) &&
  !/\.test\.tsx?$/.test(rel) &&
  rel !== CLOCK &&
  SYSTEM_CLOCK.test(source);

/**
 * Numbers, dates and times on screen are written out (groupDigits, apps/web/src/shell/format.ts), never through
 * ICU: a page's first Intl formatter costs a phone's start tens of milliseconds (docs/decisions/059). The
 * server's own formatting and tests (which hold the written-out forms to ICU's) are free to use it.
 */
const ICU_FORMATTING =
  /\.toLocale(?:Date|Time)?String\(|\bIntl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat|PluralRules|Collator)\b|\.localeCompare\(/;
const formatsThroughIcu = (rel, source) =>
  /^(packages\/shared|apps\/web)\/src\//.test(rel) &&
  !/\.test\.tsx?$/.test(rel) &&
  ICU_FORMATTING.test(source);

/**
 * The walls between server modules (decision 097). A module's service offers verbs and the queries it
 * defines itself, never its repository's functions passed on: a `*.service.ts` re-exporting a `*.repo.ts`
 * (or exporting a binding it imported from one) fails, types aside. A `*.repo.ts` passes on nothing of
 * another module (its service imports that module's service instead). And the plugins, below every module,
 * import none (tests may reach in, as in modules).
 */
const SERVER_MODULES = 'apps/server/src/modules/';
const SERVER_PLUGINS = 'apps/server/src/plugins/';
const serverModuleOf = (rel) =>
  rel.startsWith(SERVER_MODULES) ? rel.slice(SERVER_MODULES.length).split('/')[0] : null;
const resolvedFrom = (rel, specifier) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier));

/** The names of an import or export list, `{ a, type B, c as d }`: each name, its local name, if a type. */
function listedNames(list) {
  return list
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const type = /^type\s/.test(entry);
      const [name, local = name] = entry.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name, local, type };
    });
}

/**
 * What a file passes on of other files: each `export … from`, and each `export { x }`, `export const x = y`
 * or `= ns.y` of a binding imported (as a value) from a relative file; with the specifier, the names, and
 * whether only types go.
 */
function passedOn(source) {
  const passed = [];
  for (const [, type, what, specifier] of source.matchAll(
    /(?:^|[\s;])export\s+(type\s+)?(\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"](\.[^'"]*)['"]/g,
  )) {
    const names = what.startsWith('{') ? listedNames(what) : [{ name: what, local: what, type: false }];
    const values = type ? [] : names.filter((entry) => !entry.type);
    passed.push({ specifier, names: values.map((entry) => entry.name), typeOnly: values.length === 0 });
  }
  const imported = new Map();
  for (const [, what, specifier] of source.matchAll(
    /(?:^|[\s;])import\s+(?!type\s)([^'";]*?)\s+from\s*['"](\.[^'"]*)['"]/g,
  )) {
    const namespace = /\*\s+as\s+([\w$]+)/.exec(what)?.[1];
    if (namespace) imported.set(namespace, specifier);
    const list = /\{[^}]*\}/.exec(what)?.[0];
    for (const entry of list ? listedNames(list) : []) if (!entry.type) imported.set(entry.local, specifier);
    const fallback = /^([\w$]+)\s*(?:,|$)/.exec(what)?.[1];
    if (fallback) imported.set(fallback, specifier);
  }
  const local = [];
  for (const [, list] of source.matchAll(/(?:^|[\s;])export\s+\{([^}]*)\}\s*(?!\s*from)(?:;|$)/gm))
    for (const entry of listedNames(list)) if (!entry.type) local.push(entry.local);
  for (const [, binding] of source.matchAll(
    /(?:^|[\s;])export\s+(?:const|let|var)\s+[\w$]+\s*=\s*([\w$]+)(?:\.[\w$]+)?\s*;/g,
  ))
    local.push(binding);
  for (const name of local) {
    const specifier = imported.get(name);
    if (specifier) passed.push({ specifier, names: [name], typeOnly: false });
  }
  return passed;
}

/** Each wall the file breaks, one sentence each (decision 097). */
function moduleWallProblems(rel, source) {
  if (!rel.startsWith('apps/server/src/') || TEST_FILE.test(rel)) return [];
  const problems = [];
  if (rel.startsWith(SERVER_PLUGINS)) {
    for (const specifier of specifiersOf(source)) {
      if (specifier.startsWith('.') && resolvedFrom(rel, specifier).startsWith(SERVER_MODULES))
        problems.push(
          `${rel}: a plugin imports a server module; move what it needs to plugins/ or lib/ (${specifier})`,
        );
    }
  }
  const module = serverModuleOf(rel);
  if (!module || !/\.(service|repo)\.ts$/.test(rel)) return problems;
  for (const { specifier, names, typeOnly } of passedOn(source)) {
    if (typeOnly) continue;
    const target = resolvedFrom(rel, specifier);
    if (rel.endsWith('.service.ts') && target.endsWith('.repo.ts'))
      problems.push(
        `${rel}: passes on its repository's ${names.join(', ')}; a service offers verbs and queries it defines itself (${specifier})`,
      );
    const targetModule = serverModuleOf(target);
    if (rel.endsWith('.repo.ts') && targetModule && targetModule !== module)
      problems.push(
        `${rel}: a repository passes on the ${targetModule} module's ${names.join(', ')}; its service imports that module's service (${specifier})`,
      );
  }
  return problems;
}

const SPECIFIERS = [
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function specifiersOf(source) {
  const found = new Set();
  for (const pattern of SPECIFIERS) for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

const packageNameOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(path.join(dir, entry.name));
    } else yield path.join(dir, entry.name);
  }
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const declared = (pkg) => ({
  ...pkg.dependencies,
  ...pkg.devDependencies,
  ...pkg.peerDependencies,
});

/** Declared for another declared package that needs it beside it (e.g. a Testing Library's DOM core). */
function isPeerOfAnother(root, name, own) {
  return Object.keys(own).some((other) => {
    const manifest = path.join(root, 'node_modules', other, 'package.json');
    return fs.existsSync(manifest) && name in (readJson(manifest).peerDependencies ?? {});
  });
}

/**
 * The import circles among the graph's files (Tarjan's strongly connected components): each circle once, as the
 * files that import one another, type-only and lazy imports included — a circle of any kind makes the order a
 * module's neighbours load in matter, and every file in it something none of them can be read without.
 */
function importCircles(graph) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const visit = (file) => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
    }
    if (low.get(file) !== order.get(file)) return;
    const circle = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

/** Which server module uses which (tests aside): the circle rule at the level of modules. */
function serverModuleGraph(graph) {
  const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const modules = new Map();
  for (const [file, imports] of graph) {
    const from = moduleOf(file);
    if (!from || TEST_FILE.test(file)) continue;
    if (!modules.has(from)) modules.set(from, new Set());
    for (const target of imports) {
      const to = moduleOf(target);
      if (to && to !== from) modules.get(from).add(to);
    }
  }
  for (const targets of modules.values())
    for (const to of targets) if (!modules.has(to)) modules.set(to, new Set());
  return new Map([...modules].map(([name, targets]) => [name, [...targets]]));
}

/** Every rule broken under `root`, one sentence each (empty when all is well). */
export function checkImports(root) {
  const problems = [];
  /** Each source file's relative imports, as paths from the root: what the circle rule walks. */
  const graph = new Map();
  const rootDeclared = declared(readJson(path.join(root, 'package.json')));
  for (const workspace of WORKSPACES) {
    const dir = path.join(root, workspace);
    if (!fs.existsSync(dir)) continue;
    const pkg = readJson(path.join(dir, 'package.json'));
    const own = declared(pkg);
    const used = new Set();
    const undeclared = new Map();
    const texts = [];
    for (const file of walk(dir)) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (/\.(css|json)$/.test(file) && !file.endsWith('package.json'))
        texts.push(fs.readFileSync(file, 'utf8'));
      if (!SOURCE.test(file)) continue;
      const source = fs.readFileSync(file, 'utf8');
      texts.push(source);
      problems.push(...queryKeyProblems(rel, source));
      if (readsSystemClock(rel, source))
        problems.push(`${rel}: reads the system clock; take the time from currentTime() (${CLOCK})`);
      if (formatsThroughIcu(rel, source))
        problems.push(
          `${rel}: formats through ICU (Intl, toLocaleString); use groupDigits or shell/format.ts`,
        );
      problems.push(...moduleWallProblems(rel, source));
      const imports = [];
      graph.set(rel, imports);
      for (const specifier of specifiersOf(source)) {
        if (specifier.startsWith('.')) {
          const target = path
            .relative(root, path.resolve(path.dirname(file), specifier))
            .split(path.sep)
            .join('/');
          imports.push(target);
          const broken = layerViolation(rel, target);
          if (broken) problems.push(`${rel}: ${broken} (${specifier})`);
          continue;
        }
        if (specifier.startsWith('node:') || BUILTINS.has(specifier) || specifier.startsWith('virtual:')) {
          if (workspace === 'packages/shared')
            problems.push(`${rel}: the shared package imports Node's ${specifier}`);
          continue;
        }
        const name = packageNameOf(specifier);
        used.add(name);
        if (TEST_DOUBLES.has(name) && inServerBundle(rel))
          problems.push(`${rel}: ${TEST_DOUBLE_REASON} (${specifier})`);
        if (!(name in own) && !(name in rootDeclared))
          undeclared.set(name, [...(undeclared.get(name) ?? []), rel]);
      }
    }
    for (const [name, files] of undeclared) {
      const where = files.length > 1 ? `${files[0]} and ${files.length - 1} more` : files[0];
      problems.push(`${workspace}/package.json does not declare ${name}, imported by ${where}`);
    }
    // A dependency nothing mentions is dead weight in every install (types packages are used by the compiler).
    const everything = texts.join('\n');
    for (const name of Object.keys(own)) {
      if (name.startsWith('@types/') || used.has(name) || isPeerOfAnother(root, name, own)) continue;
      const quoted = new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^'"\`]*)?['"\`]`);
      if (!quoted.test(everything))
        problems.push(`${workspace}/package.json: ${name} is declared but never used`);
    }
  }
  for (const circle of importCircles(graph)) {
    problems.push(`import circle: ${circle.join(' ⇄ ')} (move what they share into a file of its own)`);
  }
  for (const circle of importCircles(serverModuleGraph(graph))) {
    problems.push(
      `server modules use one another in a circle: ${circle.join(' ⇄ ')} (one of them must not need the other)`,
    );
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkImports(path.resolve(import.meta.dirname, '..'));
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} import rule(s) broken (scripts/check-imports.mjs).`);
    process.exit(1);
  }
  console.log('Imports: layers kept apart, no circles, every workspace declares what it imports, one clock.');
}
