import { shortSido } from './enums.ts';

/**
 * Two listed trucks may go by one name (docs/decisions/080-trucks-that-share-a-name.md). The server keeps how many
 * listed trucks share each truck's name (spaces and case aside); where there are more than one, every place that
 * lists the name adds what tells the trucks apart: where the truck works.
 */

/** The note the vendor's form shows while the name typed is a listed truck's: a suggestion, never a refusal. */
export const SHARED_TRUCK_NAME_NOTE =
  '같은 이름의 푸드트럭이 이미 있어요. 손님이 헷갈리지 않게 지역이나 특징을 이름에 더해 보세요.';

/** The key two names are the same by, as the database's `food_truck_name_key`: spaces and case aside. */
export const truckNameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * Where a truck works, in a few words: its first 시/군/구 in the 시/도 it serves most (ties to the first), with that
 * 시/도's short name — 서울 마포구, 경기 성남시. Never the 시/군/구 alone: there is a 중구 in six cities, a 고성군 in
 * two provinces, and 경기 광주시 is not 광주. A truck without regions has none.
 */
export function truckPlace(regions: readonly { sido: string; sigungu: string }[]): string | null {
  const bySido = new Map<string, string[]>();
  for (const r of regions) bySido.set(r.sido, [...(bySido.get(r.sido) ?? []), r.sigungu]);
  let main: [string, string[]] | undefined;
  for (const entry of bySido) if (!main || entry[1].length > main[1].length) main = entry;
  if (!main) return null;
  const [sido, sigungus] = main;
  const sigungu = sigungus.find((name) => name.trim() !== '');
  if (!sigungu) return shortSido(sido);
  return `${shortSido(sido)} ${sigungu}`;
}

/**
 * What a card adds to a truck's name: its place when more than one listed truck goes by the name, null when the
 * name is its own.
 */
export function truckNameNote(
  sameNameCount: number,
  regions: readonly { sido: string; sigungu: string }[],
): string | null {
  return sameNameCount > 1 ? truckPlace(regions) : null;
}
