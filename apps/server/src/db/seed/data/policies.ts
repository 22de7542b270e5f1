import fs from 'node:fs';
import path from 'node:path';
import { seedFilesFolder } from '../seed-files.ts';

/**
 * Policy documents served at /policies/{slug}, written in apps/server/seed/policies/<slug>.md: a few
 * `key: value` lines between `---` (title, summary, version, effectiveDate), then the body in a small markdown
 * subset: `## ` article headings, `- ` list items, and blank lines between paragraphs (no tables).
 * The cancellation fee table lives in @ft/shared (CANCELLATION_FEE_RULES): the cancel screen and the server
 * use it too, and a test holds the refund policy's text to it.
 */

export type PolicySlug = 'terms' | 'privacy' | 'location' | 'refund' | 'vendor-terms';
const SLUGS: readonly PolicySlug[] = ['terms', 'privacy', 'location', 'refund', 'vendor-terms'];

export interface PolicySeed {
  slug: PolicySlug;
  title: string;
  summary: string;
  version: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  body: string;
}

function readPolicy(slug: PolicySlug): PolicySeed {
  const text = fs.readFileSync(path.join(seedFilesFolder(), 'policies', `${slug}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`policies/${slug}.md: no --- header`);
  const fields = new Map(
    match[1]!.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`policies/${slug}.md: no ${name}`);
    return value;
  };
  return {
    slug,
    title: field('title'),
    summary: field('summary'),
    version: field('version'),
    effectiveDate: field('effectiveDate'),
    body: match[2]!.trim(),
  };
}

export const POLICIES: readonly PolicySeed[] = SLUGS.map(readPolicy);
