import type { ReactNode } from 'react';

/**
 * Policies are written in a small markdown subset (## headings, - lists, paragraphs); rendering it
 * here keeps raw HTML out of the page entirely.
 */
export function PolicyBody({ body }: { body: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flushList = () => {
    if (list.length === 0) return;
    blocks.push(
      <ul key={`ul-${blocks.length}`} className="my-2 list-disc space-y-1 pl-5">
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
      blocks.push(
        <h2 key={blocks.length} className="mt-6 mb-2 text-base font-bold text-gray-900">
          {line.slice(3)}
        </h2>,
      );
    } else {
      blocks.push(
        <p key={blocks.length} className="my-2">
          {line}
        </p>,
      );
    }
  }
  flushList();
  return <div className="text-[15px] leading-7 text-gray-700">{blocks}</div>;
}
