import { describe, expect, it } from 'vitest';
import { pageStylesheet } from './page-stylesheet.ts';

// The shapes Tailwind's build writes (apps/web/dist/client/assets/index-*.css), minified as built.
const BUILT = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-moz-orient:inline){*{--tw-rotate-x:initial}}}',
  '@layer theme{:root{--color-brand-700:#c2410c}}',
  '@layer base{img{display:block}}',
  '@layer components;',
  '@layer utilities{',
  '.visible{visibility:visible}',
  '.aspect-\\[3\\/2\\]{aspect-ratio:3/2}',
  '.md\\:px-4{padding-inline:1rem}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '@media (hover:hover){.hover\\:bg-brand-700:hover{background:var(--color-brand-700)}}',
  '}',
  '.no-scrollbar{scrollbar-width:none}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const page = (classes: string) => `<div class="${classes}"></div>`;

describe('pageStylesheet', () => {
  const stylesheet = pageStylesheet(BUILT);

  it('keeps all but the utilities, and of those only what the page uses', () => {
    const css = stylesheet.for(page('visible space-y-2'));
    expect(css).toBe(
      BUILT.replace(
        /@layer utilities\{.*\}(?=\.no-scrollbar)/,
        () =>
          '@layer utilities{.visible{visibility:visible}:where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}}',
      ),
    );
  });

  it('reads class names as the selector escapes them and the HTML writes them', () => {
    const css = stylesheet.for(page('aspect-[3/2] md:px-4 [&amp;&gt;svg]:size-4 hover:bg-brand-700'));
    expect(css).toContain('.aspect-\\[3\\/2\\]{aspect-ratio:3/2}');
    expect(css).toContain('.md\\:px-4{');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{');
    expect(css).toContain('@media (hover:hover){.hover\\:bg-brand-700:hover{');
    expect(css).not.toContain('.visible');
  });

  it('keeps a variant rule when the page uses its group', () => {
    expect(stylesheet.for(page('group'))).toContain('.group-open\\:rotate-180');
  });

  it('is the whole file when the page uses every class, and without the utilities when it uses none', () => {
    const every = page(
      'visible aspect-[3/2] md:px-4 space-y-2 group-open:rotate-180 [&amp;&gt;svg]:size-4 hover:bg-brand-700',
    );
    expect(stylesheet.for(every)).toBe(BUILT);
    expect(stylesheet.for('<p>글</p>')).toBe(
      BUILT.replace(/@layer utilities\{.*\}(?=\.no-scrollbar)/, '@layer utilities{}'),
    );
  });

  it('inlines a stylesheet without a utilities layer whole', () => {
    expect(pageStylesheet('.a{color:red}').for(page('b'))).toBe('.a{color:red}');
  });
});
