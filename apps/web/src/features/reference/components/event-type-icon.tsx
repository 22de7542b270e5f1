/**
 * Line icons for the event types, drawn here rather than emoji: emoji fonts differ per device and are
 * missing on some, and these stay crisp and on-brand.
 */
const PATHS: Record<string, string> = {
  // Office building with windows.
  corporate: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 7h1M11 7h1M8 10h1M11 10h1M8 13h1M11 13h1M9 21v-4h2v4',
  // Festival tent with a flag.
  festival: 'M3 20 12 6l9 14M3 20h18M12 6V2l3 1.5L12 5M9 20l3-6 3 6',
  // Bouquet: three flowers and stems.
  'wedding-party':
    'M12 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4M7 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4M17 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4M12 9v5M8 11l3 3M16 11l-3 3M9 14h6l-1 7h-4z',
  // Clapperboard.
  'film-set': 'M4 10h16v10H4zM4 10l1-4 15-2 .5 3M8 5.5l2 3.5M13 4.8l2 3.6',
  // School with a flag.
  school: 'M3 21h18M5 21V11l7-4 7 4v10M12 7V3h4v2h-4M10 21v-5h4v5M8 13h1M15 13h1',
  // Ball.
  'sports-outdoor':
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5',
  // Shopping bag.
  'popup-brand': 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  // Sparkle.
  other:
    'M12 3l2 5.5L19.5 10.5 14 12.5 12 18l-2-5.5-5.5-2L10 8.5zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
};

const TRUCK = 'M2 7h12v9H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01';

export function EventTypeIcon({ slug, className = 'size-7' }: { slug: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[slug] ?? TRUCK} />
    </svg>
  );
}
