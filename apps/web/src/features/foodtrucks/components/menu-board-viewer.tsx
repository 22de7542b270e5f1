import type { Photo } from '@ft/shared';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import {
  doubleTapView,
  type PinchPoint,
  pinchView,
  UNZOOMED,
  type ZoomStage,
  type ZoomView,
} from './pinch-zoom.ts';

const DOUBLE_TAP_MS = 300;
/** Farther than this from where it went down, a finger is dragging, not tapping. */
const TAP_SLOP_PX = 10;

/**
 * A menu board full screen, zoomed with two fingers (or a double tap) and panned with one. Pointer Events
 * rather than the browser's page zoom: page zoom would enlarge the close button with the photo and leave the
 * page zoomed after closing (docs/decisions/033). A native modal <dialog> keeps focus inside and the page
 * behind inert; Escape closes it (handled here too, where <dialog> is not native).
 */
export function MenuBoardViewer({ photo, alt, onClose }: { photo: Photo; alt: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const viewRef = useRef(view);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ view: ZoomView; from: PinchPoint } | null>(null);
  const tap = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, []);

  const show = (next: ZoomView) => {
    viewRef.current = next;
    setView(next);
  };
  const stageOf = (element: HTMLElement): ZoomStage & { left: number; top: number } => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left + rect.width / 2,
      top: rect.top + rect.height / 2,
      width: rect.width,
      height: rect.height,
      photoWidth: photo.width,
      photoHeight: photo.height,
    };
  };
  const pinchPoint = (): PinchPoint => {
    const [a, b] = [...pointers.current.values()];
    if (!a) return { x: 0, y: 0, distance: 1 };
    if (!b) return { ...a, distance: 1 };
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
  };
  // Each time a finger comes or goes, the gesture starts again from where the photo is.
  const restart = () => {
    gesture.current = pointers.current.size > 0 ? { view: viewRef.current, from: pinchPoint() } : null;
  };
  const pointOf = (event: PointerEvent<HTMLElement>) => {
    const stage = stageOf(event.currentTarget);
    return { x: event.clientX - stage.left, y: event.clientY - stage.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (pointers.current.size >= 2) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    pointers.current.set(event.pointerId, point);
    tap.current = pointers.current.size === 1 ? { ...point, moved: false } : null;
    restart();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = pointOf(event);
    pointers.current.set(event.pointerId, point);
    if (tap.current && Math.hypot(point.x - tap.current.x, point.y - tap.current.y) > TAP_SLOP_PX) {
      tap.current.moved = true;
    }
    const start = gesture.current;
    // One finger on the whole photo has nothing to pan.
    if (!start || (pointers.current.size === 1 && start.view.scale <= 1)) return;
    show(pinchView(start.view, start.from, pinchPoint(), stageOf(event.currentTarget)));
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    restart();
    const ended = tap.current;
    if (event.type !== 'pointerup' || pointers.current.size > 0 || !ended || ended.moved) return;
    tap.current = null;
    const previous = lastTap.current;
    if (
      previous &&
      event.timeStamp - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(ended.x - previous.x, ended.y - previous.y) < TAP_SLOP_PX * 3
    ) {
      lastTap.current = null;
      show(doubleTapView(viewRef.current, ended, stageOf(event.currentTarget)));
    } else {
      lastTap.current = { time: event.timeStamp, x: ended.x, y: ended.y };
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 pt-[env(safe-area-inset-top)] pl-4">
          <h2 id={titleId} className="truncate text-base font-semibold">
            {alt}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 min-w-12 shrink-0 px-4 text-base font-semibold text-white"
          >
            닫기
          </button>
        </div>
        <div
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
        >
          <img
            src={photo.url}
            alt={alt}
            width={photo.width}
            height={photo.height}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            className="h-full w-full object-contain"
          />
        </div>
        <p className="px-4 pt-2 pb-[calc(0.75rem+env(safe-area-inset-bottom))] text-center text-sm text-gray-300">
          두 손가락으로 벌리거나 두 번 탭하면 크게 볼 수 있어요
        </p>
      </div>
    </dialog>
  );
}
