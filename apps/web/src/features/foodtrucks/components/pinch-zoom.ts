/**
 * The arithmetic of a zoomable photo: `translate(x, y) scale(scale)` about the centre of a stage the photo
 * fills (object-fit: contain). Points are in pixels from the stage's centre.
 */
export const MAX_ZOOM = 4;
export const DOUBLE_TAP_ZOOM = 2;

export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const UNZOOMED: ZoomView = { scale: 1, x: 0, y: 0 };

export interface ZoomStage {
  width: number;
  height: number;
  photoWidth: number;
  photoHeight: number;
}

/** One finger (distance 1) or the middle of two and how far apart they are. */
export interface PinchPoint {
  x: number;
  y: number;
  distance: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Scale within 1–4, and no panning past the photo's edges (nor any at all along a side that fits). */
export function clampView(view: ZoomView, stage: ZoomStage): ZoomView {
  const scale = clamp(view.scale, 1, MAX_ZOOM);
  const fit = Math.min(stage.width / stage.photoWidth, stage.height / stage.photoHeight);
  const limitX = Math.max(0, (stage.photoWidth * fit * scale - stage.width) / 2);
  const limitY = Math.max(0, (stage.photoHeight * fit * scale - stage.height) / 2);
  return { scale, x: clamp(view.x, -limitX, limitX) || 0, y: clamp(view.y, -limitY, limitY) || 0 };
}

/**
 * Where the photo is once the fingers have moved from `from` to `to`: the point of the photo that was under
 * them stays under them, scaled by how much they spread. One finger (both distances 1) pans.
 */
export function pinchView(start: ZoomView, from: PinchPoint, to: PinchPoint, stage: ZoomStage): ZoomView {
  const scale = clamp(start.scale * (to.distance / from.distance), 1, MAX_ZOOM);
  const ratio = scale / start.scale;
  return clampView(
    { scale, x: to.x - (from.x - start.x) * ratio, y: to.y - (from.y - start.y) * ratio },
    stage,
  );
}

/** A double tap zooms to 2× around the tapped point, or back to the whole photo when zoomed. */
export function doubleTapView(view: ZoomView, point: { x: number; y: number }, stage: ZoomStage): ZoomView {
  if (view.scale > 1) return UNZOOMED;
  const at = { ...point, distance: 1 };
  return pinchView(view, at, { ...at, distance: DOUBLE_TAP_ZOOM / view.scale }, stage);
}
