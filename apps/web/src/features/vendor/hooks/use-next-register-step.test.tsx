import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useNextRegisterStep } from './use-next-register-step.ts';

afterEach(cleanup);

function Step() {
  const goNext = useNextRegisterStep('menu-photos');
  return (
    <button type="button" onClick={goNext}>
      다음
    </button>
  );
}
function Where() {
  return <p>{useLocation().pathname}</p>;
}

const walk = (entry: string) => {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/register/documents" element={<Step />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
  return screen.getByText(/^\/register\//).textContent;
};

describe('useNextRegisterStep', () => {
  it('goes on to the next step, or back to the summary when its 수정 opened this one', () => {
    expect(walk('/register/documents')).toBe('/register/menu-photos');
    cleanup();
    expect(walk('/register/documents?from=summary')).toBe('/register/complete');
  });
});
