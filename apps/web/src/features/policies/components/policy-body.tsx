import type { ReactNode } from 'react';

/**
 * Policies are written in a small markdown subset (## headings, - lists, paragraphs); rendering it
 * here keeps raw HTML out of the page entirely.
 *
 * Each article (a ## heading and what follows it) is its own block that the browser lays out only when it
 * comes near the screen: a policy is ten screens of Korean text, and laying all of it out was most of the
 * page's first layout on a slow phone. The estimated height keeps the scrollbar near its real length; `auto`
 * remembers an article's real height once it has been drawn. The gap above a heading is the section's padding:
 * a contained block's margins do not collapse with its neighbours'.
 */
export function PolicyBody({ body }: { body: string }) {
  // The text before the first heading, then each article's.
  const intro: ReactNode[] = [];
  const articles: { heading: string; blocks: ReactNode[] }[] = [];
  const blocks = () => articles.at(-1)?.blocks ?? intro;
  let list: string[] = [];
  const flushList = () => {
    if (list.length === 0) return;
    const into = blocks();
    into.push(
      <ul key={`ul-${into.length}`} className="my-2 list-disc space-y-1 pl-5">
        {list.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a policy's text is static; equal items may repeat
          <li key={i}>{item}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      list.push(line.slice(2));
      continue;
    }
    flushList();
    if (!line) continue;
    if (line.startsWith('## ')) {
      articles.push({ heading: line.slice(3), blocks: [] });
    } else {
      const into = blocks();
      into.push(
        <p key={into.length} className="my-2">
          {line}
        </p>,
      );
    }
  }
  flushList();
  return (
    <div className="text-[15px] leading-7 text-gray-700">
      {intro}
      {articles.map((article, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: a policy's articles are static and in order
          key={index}
          className="pt-4 [contain-intrinsic-size:auto_240px] [content-visibility:auto]"
        >
          <h2 className="mb-2 text-base font-bold text-gray-900">{article.heading}</h2>
          {article.blocks}
        </section>
      ))}
    </div>
  );
}
