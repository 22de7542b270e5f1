import postcss, { type ChildNode } from 'postcss';

/**
 * The built stylesheet, cut for one page: everything but Tailwind's utilities as built, and of the utilities
 * only the rules whose class the page's HTML uses. The whole stylesheet is 10.7 KiB gzip, its utilities 6.8;
 * inlined whole it kept every page's HTML over the 14 KiB a first round trip carries (docs/decisions/051).
 * Once the page has painted, the browser gets the utilities layer whole (web-build.ts's boot script; the build
 * writes it beside the stylesheet, decision 067), for what screens draw later.
 */
export interface PageStylesheet {
  /** The CSS to inline into `html`. */
  for(html: string): string;
}

interface Utility {
  /** The class names the rule's selectors name (a `group-hover:` rule names `group` too): any one keeps it. */
  classes: string[];
  css: string;
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|[^\p{ASCII}])+)/gu;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};

/** A CSS identifier as written in a selector (`md\:px-4`, `w-1\/2`), as the class attribute spells it. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_match, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

function classesIn(node: ChildNode): string[] {
  return [...node.toString().matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeIdentifier(match[1] ?? ''));
}

/** The class names a page's HTML uses, as React wrote them (entity-escaped) in its class attributes. */
function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_m, name: string) => HTML_ENTITIES[name] ?? '',
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export function pageStylesheet(css: string): PageStylesheet {
  const root = postcss.parse(css);
  const layer = root.nodes.find(
    (node) => node.type === 'atrule' && node.name === 'layer' && node.params === 'utilities',
  );
  // A stylesheet without Tailwind's utilities layer (not this build's) is inlined whole.
  if (layer?.type !== 'atrule' || !layer.nodes?.length) return { for: () => css };
  // Each piece as written in the file (a node's own toString drops the `;` its parent would write after it).
  const text = (node: ChildNode) => css.slice(node.source?.start?.offset, node.source?.end?.offset);
  const utilities: Utility[] = layer.nodes.map((node) => ({ classes: classesIn(node), css: text(node) }));
  const [first, last] = [layer.nodes[0], layer.nodes.at(-1)];
  const before = css.slice(0, first?.source?.start?.offset);
  const after = css.slice(last?.source?.end?.offset);
  return {
    for(html) {
      const used = pageClasses(html);
      const kept = utilities.filter(
        (rule) => rule.classes.length === 0 || rule.classes.some((name) => used.has(name)),
      );
      return before + kept.map((rule) => rule.css).join('') + after;
    },
  };
}
