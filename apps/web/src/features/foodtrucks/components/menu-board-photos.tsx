import type { Photo } from '@ft/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIsClient } from '../../../shell/use-is-client.ts';

// The full-screen viewer is fetched when a board is touched, not with the truck page (docs/decisions/049).
const loadViewer = () => import('./menu-board-viewer.tsx');
const MenuBoardViewer = lazy(() =>
  loadViewer().then(({ MenuBoardViewer }) => ({ default: MenuBoardViewer })),
);

/**
 * Menu boards are read, not glanced at: each is shown whole (contain, on grey, never the list thumbnail's
 * 3:2 crop) and opens full screen to zoom into its prices. Closing gives focus back to the board it opened.
 */
export function MenuBoardPhotos({ photos, truckName }: { photos: Photo[]; truckName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // Asked for once the page has hydrated, after the truck's first photo (photo-gallery.tsx).
  const later = useIsClient();
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);
  useEffect(() => {
    // After the dialog has left the page: while it is modal, the page behind it cannot take focus.
    if (open !== null || returnTo.current === null) return;
    openers.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  const label = (index: number) => `${truckName} 메뉴판 사진 ${index + 1}`;
  const openPhoto = open === null ? undefined : photos[open];
  return (
    <>
      <ul aria-label="메뉴판 사진" className="mt-3 grid grid-cols-2 gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-label={`${label(index)} 크게 보기`}
              ref={(element) => {
                openers.current[index] = element;
              }}
              onPointerDown={() => void loadViewer()}
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-xl bg-gray-100"
            >
              <img
                src={later ? photo.mediumUrl : undefined}
                alt={label(index)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full object-contain"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && openPhoto && (
        <Suspense fallback={null}>
          <MenuBoardViewer
            photo={openPhoto}
            alt={label(open)}
            onClose={() => {
              returnTo.current = open;
              setOpen(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
