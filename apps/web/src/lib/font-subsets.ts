/** The first index in the ascending `points` whose value is at least `value`. */
function lowerBound(points: number[], value: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The files of a unicode-range font (a stylesheet of @font-face rules, as the brand font's fonts.css) that
 * cover the characters of `text`, as absolute URLs: what a browser would download to draw that text. The
 * Korean subsets list dozens of ranges each, so every range is looked up in the text's sorted code points.
 */
export function fontFilesFor(stylesheet: string, text: string, stylesheetUrl: string): string[] {
  const points = [...new Set(Array.from(text, (character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const files: string[] = [];
  for (const [rule] of stylesheet.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const src = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(rule)?.[1];
    const ranges = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1];
    if (!src || !ranges) continue;
    const covers = ranges.split(',').some((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      const low = Number.parseInt(from ?? '', 16);
      const high = Number.parseInt(to ?? '', 16);
      return (points[lowerBound(points, low)] ?? Number.POSITIVE_INFINITY) <= high;
    });
    if (covers) files.push(new URL(src, stylesheetUrl).href);
  }
  return files;
}
