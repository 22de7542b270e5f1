import { lazyPage } from '../../../shell/lazy-page.tsx';

/**
 * The register flow's steps, each its own chunk; named here rather than in the route table so the entry carries
 * one import for the flow (see `areaPage` in app/routes.tsx). `/register` itself stays in the table: it is a
 * public, server-rendered tab.
 */
export const screens = {
  apply: lazyPage(() => import('./apply.tsx')),
  documents: lazyPage(() => import('./documents.tsx')),
  menuPhotos: lazyPage(() => import('./menu-photos.tsx')),
  truckPhotos: lazyPage(() => import('./truck-photos.tsx')),
  complete: lazyPage(() => import('./complete.tsx')),
};
