/**
 * A truck's name as lists show it: with what tells it apart (`nameNote`, where it works) when another listed
 * truck goes by the same name — 달빛 떡볶이 · 경기 성남시 (docs/decisions/080-trucks-that-share-a-name.md). In a flex
 * row (`truncate`) the name is cut first and the note stays whole; otherwise the note follows the name's text.
 */
export function TruckName({
  name,
  note,
  truncate = false,
}: {
  name: string;
  note?: string | null | undefined;
  truncate?: boolean;
}) {
  if (!truncate) {
    return (
      <>
        {name}
        {note ? <span className="font-medium text-gray-500"> · {note}</span> : null}
      </>
    );
  }
  return (
    <>
      <span className="min-w-0 truncate">{name}</span>
      {note ? <span className="shrink-0 font-medium text-gray-500">· {note}</span> : null}
    </>
  );
}
