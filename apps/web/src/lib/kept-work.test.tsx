import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearKeptWorkUnder, readKeptWork, useKeptSheet, useKeptState, writeKeptWork } from './kept-work.ts';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

function RejectSheetOpener({ scope }: { scope: string }) {
  const [open, setOpen, close] = useKeptSheet<'reject'>(scope);
  return (
    <div>
      <button type="button" onClick={() => setOpen('reject')}>
        거절하기
      </button>
      {open && <Reason scope={scope} onClose={close} />}
    </div>
  );
}

function Reason({ scope, onClose }: { scope: string; onClose: () => void }) {
  const [reason, setReason] = useKeptState(`${scope}:reason`, '');
  return (
    <div role="dialog" aria-label="거절 사유">
      <textarea aria-label="사유" value={reason} onChange={(event) => setReason(event.target.value)} />
      <button type="button" onClick={onClose}>
        닫기
      </button>
    </div>
  );
}

describe('kept work', () => {
  it('puts back the open sheet and what was typed when the screen mounts again, as after a log-in', () => {
    const first = render(<RejectSheetOpener scope="vendor-booking:b1" />);
    act(() => screen.getByRole('button', { name: '거절하기' }).click());
    const typed = '재료 수급이 어려워요';
    act(() => {
      const box = screen.getByLabelText('사유') as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(box, typed);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The session expired: the screen went away and came back after log-in.
    first.unmount();
    render(<RejectSheetOpener scope="vendor-booking:b1" />);
    expect(screen.getByRole('dialog', { name: '거절 사유' })).toBeTruthy();
    expect((screen.getByLabelText('사유') as HTMLTextAreaElement).value).toBe(typed);
    // Another booking's screen has nothing of it.
    cleanup();
    render(<RejectSheetOpener scope="vendor-booking:b2" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the sheet and its work once closed', () => {
    render(<RejectSheetOpener scope="admin-booking:7" />);
    act(() => screen.getByRole('button', { name: '거절하기' }).click());
    writeKeptWork('admin-booking:7:reason', '중복 예약');
    act(() => screen.getByRole('button', { name: '닫기' }).click());
    expect(readKeptWork('admin-booking:7:open')).toBeUndefined();
    expect(readKeptWork('admin-booking:7:reason')).toBeUndefined();
  });

  it('clears one scope only, and reads nothing from a broken entry', () => {
    writeKeptWork('a:reason', 'x');
    writeKeptWork('ab:reason', 'y');
    clearKeptWorkUnder('a');
    expect(readKeptWork('a:reason')).toBeUndefined();
    expect(readKeptWork('ab:reason')).toBe('y');
    sessionStorage.setItem('kept-work:broken', '{');
    expect(readKeptWork('broken')).toBeUndefined();
  });
});
