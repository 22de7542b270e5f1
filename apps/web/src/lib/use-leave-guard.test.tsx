import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard.ts';

function Editor() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        메모
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/other">다른 화면</Link>
      <button type="button" onClick={() => navigate(-1)}>
        뒤로
      </button>
      <button
        type="button"
        onClick={() => {
          guard.release();
          navigate('/other');
        }}
      >
        저장하고 나가기
      </button>
      {guard.asking && (
        <div role="dialog" aria-label="나갈까요?">
          <button type="button" onClick={guard.stay}>
            계속 수정하기
          </button>
          <button type="button" onClick={guard.leave}>
            나가기
          </button>
        </div>
      )}
    </>
  );
}

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/start', '/edit']} initialIndex={1}>
      <Routes>
        <Route path="/start" element={<p>시작 화면</p>} />
        <Route path="/edit" element={<Editor />} />
        <Route path="/other" element={<p>다른 화면이에요</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('useLeaveGuard', () => {
  it('lets a navigation through while nothing is typed', () => {
    renderAt();
    fireEvent.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(screen.getByText('다른 화면이에요')).toBeTruthy();
  });

  it('holds a link and navigate(-1) until the person answers: stay keeps the screen, leave goes on', () => {
    renderAt();
    fireEvent.change(screen.getByLabelText('메모'), { target: { value: '주차 안내' } });
    fireEvent.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(screen.getByRole('dialog', { name: '나갈까요?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '계속 수정하기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('메모') as HTMLInputElement).value).toBe('주차 안내');

    fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '나가기' })));
    expect(screen.getByText('시작 화면')).toBeTruthy();
  });

  it('lets the screen move on by itself once released', () => {
    renderAt();
    fireEvent.change(screen.getByLabelText('메모'), { target: { value: '주차 안내' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하고 나가기' }));
    expect(screen.getByText('다른 화면이에요')).toBeTruthy();
  });

  it('asks the browser before a reload or close while something is typed', () => {
    renderAt();
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    fireEvent.change(screen.getByLabelText('메모'), { target: { value: '주차 안내' } });
    expect(before()).toBe(true);
  });
});
