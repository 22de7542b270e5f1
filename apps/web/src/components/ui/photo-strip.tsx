import type { MessagePhoto } from '@ft/shared';

/**
 * A row of private photos (a dispute's, a review's): each a thumbnail that opens the full photo in a new tab.
 * `label` names the list and each photo ("후기 사진 1 (크게 보기)").
 */
export function PhotoStrip({
  photos,
  label,
  size = 72,
}: {
  photos: readonly MessagePhoto[];
  label: string;
  size?: 64 | 72;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex gap-2" aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={photo.previewUrl}
              alt={`${label} ${index + 1} (크게 보기)`}
              width={size}
              height={size}
              loading="lazy"
              className={`${size === 64 ? 'size-16' : 'size-18'} rounded-lg object-cover`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
