import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { seedFilesFolder } from './seed-files.ts';

/**
 * The seed's data, kept as JSON in apps/server/seed/records beside its photos and policies (found from the source
 * and from the bundle alike: seed-files.ts). Each file is checked against its schema when it is read, so a file
 * edited into a wrong shape stops the start naming the file and the field, before anything is written.
 */
export function readSeedData<S extends z.ZodType>(
  name: string,
  schema: S,
  folder = path.join(seedFilesFolder(), 'records'),
): z.output<S> {
  const file = path.join(folder, `${name}.json`);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Whole won or servings: a positive (or zero) integer. */
export const wholeNumber = z.number().int().nonnegative();
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** Text as written: not empty (kept exactly, never trimmed: the seed writes it byte for byte). */
export const text = z.string().min(1);
export const region = z.strictObject({ sido: text, sigungu: text });
