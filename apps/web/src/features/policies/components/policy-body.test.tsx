import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PolicyBody } from './policy-body.tsx';

afterEach(cleanup);

const BODY = `회사는 이 약관을 게시합니다.

## 제1조 (목적)

이 약관은 서비스 이용을 정합니다.

## 제2조 (정의)

- "회원"이란 가입한 사람입니다.
- "트럭"이란 등록된 푸드트럭입니다.
끝으로 정의에 없는 말은 관계 법령을 따릅니다.`;

describe('policy body (the small markdown subset of apps/server/seed/policies)', () => {
  it('draws each article as a block laid out only near the screen, its heading first, in order', () => {
    const { container } = render(<PolicyBody body={BODY} />);
    const articles = [...container.querySelectorAll('section')];
    expect(articles.map((article) => article.querySelector('h2')?.textContent)).toEqual([
      '제1조 (목적)',
      '제2조 (정의)',
    ]);
    for (const article of articles) {
      expect(article.firstElementChild?.tagName).toBe('H2');
      expect(article.className).toContain('[content-visibility:auto]');
    }
    // The text before the first heading stays outside any article.
    expect(screen.getByText('회사는 이 약관을 게시합니다.').closest('section')).toBeNull();
    // A list ends where a paragraph begins, inside its own article.
    const second = articles[1]!;
    expect([...second.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '"회원"이란 가입한 사람입니다.',
      '"트럭"이란 등록된 푸드트럭입니다.',
    ]);
    expect(second.querySelector('ul + p')?.textContent).toBe('끝으로 정의에 없는 말은 관계 법령을 따릅니다.');
  });
});
