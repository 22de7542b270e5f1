import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, startAnalytics, trackPageView } from './analytics.ts';

let sent: { init: RequestInit; events: Record<string, unknown>[] }[] = [];
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ init, events: JSON.parse(String(init.body)).events });
      return new Response(null, { status: 202 });
    }),
  );
  stop = startAnalytics();
});
afterEach(() => {
  stop();
  flush();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const events = () => sent.flatMap((s) => s.events);

describe('analytics', () => {
  it('records clicks with their text cut at 50 characters and contact details removed', () => {
    document.body.innerHTML = `<button>${'가'.repeat(60)}</button><a href="/x">문의 010-1234-5678</a>`;
    document.querySelector('button')!.click();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    flush();
    const clicks = events().filter((e) => e.type === 'click');
    expect((clicks[0]!.props as { text: string }).text).toHaveLength(50);
    expect((clicks[1]!.props as { text: string }).text).toBe('문의 [PHONE]');
  });

  it('records a form submit by its name, never its values', () => {
    document.body.innerHTML =
      '<form aria-label="이메일 로그인"><input name="email" value="me@example.com"></form>';
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    flush();
    expect(events()[0]).toMatchObject({ type: 'form_submit', props: { form: '이메일 로그인' } });
    expect(JSON.stringify(sent)).not.toContain('me@example.com');
  });

  it('records each scroll-depth milestone once, 100 ms after scrolling settles', () => {
    trackPageView();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    vi.stubGlobal('innerHeight', 1000);
    vi.stubGlobal('scrollY', 800);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(99);
    flush();
    expect(events().filter((e) => e.type === 'scroll_depth')).toHaveLength(0);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    flush();
    expect(
      events()
        .filter((e) => e.type === 'scroll_depth')
        .map((e) => (e.props as { depth: number }).depth),
    ).toEqual([25, 50, 75]);
  });

  it('records a press held longer than 500 ms, not a tap', () => {
    document.body.innerHTML = '<button>길게 누르기</button>';
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(300);
    button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(501);
    flush();
    expect(events().filter((e) => e.type === 'long_press')).toHaveLength(1);
  });

  it('flushes on an interval and with keepalive + X-Client-Version when the page is hidden', () => {
    trackPageView();
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
    trackPageView();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent[1]!.init.keepalive).toBe(true);
    expect((sent[1]!.init.headers as Record<string, string>)['X-Client-Version']).toBe('1.0.0');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });
});
