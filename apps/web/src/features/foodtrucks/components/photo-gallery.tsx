import type { Photo } from '@ft/shared';
import { useState } from 'react';
import { useIsClient } from '../../../shell/use-is-client.ts';

/**
 * Which photo a scroll-snap carousel shows: each photo is one carousel wide, so the nearest whole multiple
 * of that width. `scrollLeft` is negative in a right-to-left layout, and a fling can overshoot while it
 * settles, hence the absolute value and the clamp.
 */
export function galleryIndex(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}

/**
 * The truck's photos, swiped one at a time, with the position on the last one (1/4) as Korean apps show
 * it. The position is read when someone asks (no live region): a swipe should not talk over itself.
 */
export function PhotoGallery({ photos, truckName }: { photos: Photo[]; truckName: string }) {
  const [index, setIndex] = useState(0);
  // The photos after the first are asked for once the page has hydrated: on a slow phone network they would
  // share it with the first, the page's largest paint (docs/decisions/049).
  const later = useIsClient();
  return (
    <div className="relative">
      <section
        aria-label="푸드트럭 사진"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          setIndex(galleryIndex(scrollLeft, clientWidth, photos.length));
        }}
        className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto"
      >
        {photos.map((photo, i) => (
          <div key={photo.id} className="w-full shrink-0 snap-center">
            <img
              src={i === 0 || later ? photo.mediumUrl : undefined}
              srcSet={i === 0 || later ? `${photo.mediumUrl} 800w, ${photo.url} ${photo.width}w` : undefined}
              sizes="(max-width: 480px) 100vw, 480px"
              alt={`${truckName} 사진 ${i + 1}`}
              width={photo.width}
              height={photo.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              className="aspect-[3/2] w-full bg-gray-100 object-cover"
            />
          </div>
        ))}
      </section>
      {photos.length > 1 && (
        <p className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
          <span aria-hidden="true">
            {index + 1}/{photos.length}
          </span>
          <span className="sr-only">
            사진 {photos.length}장 중 {index + 1}번째
          </span>
        </p>
      )}
    </div>
  );
}
