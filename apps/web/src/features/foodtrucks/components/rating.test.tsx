import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Rating } from './rating.tsx';

afterEach(cleanup);

describe('Rating', () => {
  it('says 신규 입점 for a truck nobody has reviewed, never ★ 0.0 (0)', () => {
    const { container } = render(
      <Rating rating={0} reviewCount={0}>
        <span>(0)</span>
      </Rating>,
    );
    expect(container.textContent).toBe('신규 입점');
  });

  it('shows the rating and its count once there are reviews', () => {
    const { container } = render(
      <Rating rating={4.8} reviewCount={12}>
        <span>(12)</span>
      </Rating>,
    );
    expect(container.textContent).toBe('★평점 4.8(12)');
    expect(screen.getByText('★').getAttribute('aria-hidden')).toBe('true');
  });
});
