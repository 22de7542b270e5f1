/**
 * The files of a unicode-range font (a stylesheet of @font-face rules, as the brand font's fonts.css) that
 * cover the characters of `text`, as absolute URLs: what a browser would download to draw that text.
 */
export function fontFilesFor(stylesheet: string, text: string, stylesheetUrl: string): string[] {
  const codePoints = new Set<number>();
  for (const character of text) codePoints.add(character.codePointAt(0) ?? 0);
  const files: string[] = [];
  for (const [rule] of stylesheet.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const src = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(rule)?.[1];
    const ranges = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1];
    if (!src || !ranges) continue;
    const covers = ranges.split(',').some((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      const low = Number.parseInt(from ?? '', 16);
      const high = Number.parseInt(to ?? '', 16);
      for (const point of codePoints) if (point >= low && point <= high) return true;
      return false;
    });
    if (covers) files.push(new URL(src, stylesheetUrl).href);
  }
  return files;
}
