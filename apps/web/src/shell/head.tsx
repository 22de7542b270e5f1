import { createContext, useContext, useEffect } from 'react';

export interface HeadData {
  /** The screen's own name; " | 푸드트럭 예약" is appended. */
  title: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: object;
  noindex?: boolean;
  /** An error page's head: while it shows, it names the page, not the screen it stands in for. */
  error?: boolean;
}

export const SITE_NAME = '푸드트럭 예약';
export const DEFAULT_DESCRIPTION =
  '기업 행사, 축제, 웨딩, 촬영장까지. 지역과 메뉴로 푸드트럭을 찾고 간편하게 출장 예약을 요청하세요.';

export const fullTitle = (title: string) => (title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`);

/** The server renderer collects the head here; in the browser there is no collector. */
export const HeadCollectorContext = createContext<{ current: HeadData | null } | null>(null);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderHeadHtml(head: HeadData, origin: string, path: string): string {
  const title = fullTitle(head.title);
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(origin + path)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="ko_KR">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(origin + path)}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (head.image) {
    const image = head.image.startsWith('http') ? head.image : origin + head.image;
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.jsonLd) {
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The heads in use in the browser, in the order they were declared. A screen's effect runs after the error
 * page inside it, so "the last one wins" alone would title a not-found body with the screen's name.
 */
const declared: HeadData[] = [];

function applyHead() {
  const head = declared.findLast((h) => h.error) ?? declared.at(-1);
  if (!head) return;
  document.title = fullTitle(head.title);
  const meta = document.querySelector('meta[name="description"]');
  meta?.setAttribute('content', head.description ?? DEFAULT_DESCRIPTION);
}

/** Declares the screen's title and description: collected on the server, applied in the browser. */
export function useHead(head: HeadData): void {
  const collector = useContext(HeadCollectorContext);
  if (collector && (head.error || !collector.current?.error)) collector.current = head;
  useEffect(() => {
    const entry: HeadData = { title: head.title, description: head.description, error: head.error };
    declared.push(entry);
    applyHead();
    return () => {
      declared.splice(declared.indexOf(entry), 1);
      applyHead();
    };
  }, [head.title, head.description, head.error]);
}
