import type { FoodTruckListQuery } from '@ft/shared';
import type { KeywordNeedle } from './keyword-search.ts';

/** A listed truck as the search holds it: what the filters test, what the sorts compare, its rendered card. */
export interface SearchableTruck {
  id: number;
  reviewCount: number;
  /** Epoch milliseconds (fractional: the database keeps microseconds). */
  createdAt: number;
  baseFee: number;
  /** Each 시/도 and each "시/도 시/군/구" it serves. */
  areas: readonly string[];
  categoryIds: readonly number[];
  eventTypeIds: readonly number[];
  truckTypeId: number;
  truckSizeId: number;
  searchJamo: string;
  searchChoseong: string;
  /**
   * The truck's `FoodTruckSummary`, serialized once, as UTF-8 bytes: copied into the search's one buffer of
   * cards, outside the JavaScript heap, and sent without encoding again.
   */
  card: Buffer;
}

export type Sort = FoodTruckListQuery['sort'];
export const SORTS = ['recommended', 'newest', 'price_asc', 'price_desc'] as const satisfies readonly Sort[];

/** What the sorts compare, by truck id: columns rather than an object per truck (see TruckSearch). */
class SortColumns {
  reviewCount = new Int32Array(0);
  createdAt = new Float64Array(0);
  baseFee = new Float64Array(0);

  grow(size: number): void {
    this.reviewCount = grown(this.reviewCount, size);
    this.createdAt = grown(this.createdAt, size);
    this.baseFee = grown(this.baseFee, size);
  }

  set(truck: SearchableTruck): void {
    this.reviewCount[truck.id] = truck.reviewCount;
    this.createdAt[truck.id] = truck.createdAt;
    this.baseFee[truck.id] = truck.baseFee;
  }
}

type Compare = (a: number, b: number) => number;

/** Each sort's order of truck ids; the tie-break on id keeps pages stable. */
const comparisons = (c: SortColumns): Compare[] => {
  const bySort: Record<Sort, Compare> = {
    recommended: (a, b) => c.reviewCount[b]! - c.reviewCount[a]! || a - b,
    newest: (a, b) => c.createdAt[b]! - c.createdAt[a]! || a - b,
    price_asc: (a, b) => c.baseFee[a]! - c.baseFee[b]! || a - b,
    price_desc: (a, b) => c.baseFee[b]! - c.baseFee[a]! || b - a,
  };
  return SORTS.map((sort) => bySort[sort]);
};

/** The filters of one list request, slugs already resolved (null: a slug nothing has, so nothing matches). */
export interface SearchFilters {
  area?: string;
  categoryId?: number | null;
  eventTypeId?: number | null;
  truckTypeId?: number | null;
  truckSizeId?: number | null;
  keyword?: KeywordNeedle;
}

/**
 * How the search picks among its plans: never what it answers (the tests force each plan).
 * - `gatherCost`: what sorting one keyword match costs against reading one mark in a walk.
 * - `postingBits`: which postings also keep their trucks as bits — the large ones, all or none.
 */
export interface SearchPlans {
  gatherCost?: number;
  postingBits?: PostingBits;
}
type PostingBits = 'large' | 'all' | 'none';

/** Which page of which order a search wants. */
interface PageWanted {
  walked: IntList;
  sortIndex: number;
  offset: number;
  limit: number;
  cap: number;
}

export interface SearchPage {
  cards: Buffer[];
  /** Matches counted, stopping once past `cap`. */
  total: number;
}

/**
 * A list of ints (4 bytes each, outside the JavaScript heap, which the collector then need not walk): the
 * keyword postings hold millions of entries at 100k trucks, and each facet's sort orders hold truck ids.
 */
class IntList {
  items = new Int32Array(4);
  length = 0;

  /** The last value pushed: a truck's repeated n-gram is pushed once. */
  get last(): number | undefined {
    return this.length > 0 ? this.items[this.length - 1] : undefined;
  }

  static of(values: readonly number[]): IntList {
    const list = new IntList();
    list.items = Int32Array.from(values);
    list.length = values.length;
    return list;
  }

  push(value: number): void {
    this.insert(this.length, value);
  }

  insert(at: number, value: number): void {
    this.items = grown(this.items, this.length + 1);
    this.items.copyWithin(at + 1, at, this.length);
    this.items[at] = value;
    this.length++;
  }

  removeAt(at: number): void {
    this.items.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}

/** The middle dot of category names (음료·에이드), in most trucks' texts: it has a unit of its own. */
const MIDDLE_DOT = 0xb7;
/** Where `unit`'s folded characters start: every unit below it stands for one character. */
const FOLDED = 223;

/**
 * A character as one byte, its unit: ASCII as itself, the compatibility jamo (ㄱ…ㆎ) and the middle dot after
 * it, anything else folded into the rest. A fold only lets more candidates through, and every candidate is
 * checked.
 */
function unit(code: number): number {
  if (code < 128) return code;
  if (code >= 0x3131 && code <= 0x318e) return 128 + code - 0x3131;
  if (code === MIDDLE_DOT) return FOLDED - 1;
  return FOLDED + (code % (256 - FOLDED));
}

/** Calls `each` with every substring of `size` (2 or 3) units of `units` (unitText) as a small integer. */
function eachGram(units: string, size: number, each: (gram: number) => void): void {
  for (let i = 0; i + size <= units.length; i++) {
    let gram = 0;
    for (let j = 0; j < size; j++) gram = (gram << 8) | units.charCodeAt(i + j);
    each(gram);
  }
}

/** The units of an n-gram made by eachGram. */
function gramUnits(gram: number, size: number): string {
  let units = '';
  for (let shift = 8 * (size - 1); shift >= 0; shift -= 8)
    units += String.fromCharCode((gram >>> shift) & 0xff);
  return units;
}

let unitScratch = Buffer.alloc(256);

/**
 * The text with each character as its unit, one byte each: a string half the size of the text, which the
 * search tests instead of the text when the keyword has no folded unit.
 */
function unitText(text: string): string {
  if (unitScratch.length < text.length) unitScratch = Buffer.alloc(text.length * 2);
  for (let i = 0; i < text.length; i++) unitScratch[i] = unit(text.charCodeAt(i));
  return unitScratch.toString('latin1', 0, text.length);
}

function hasFoldedUnit(units: string): boolean {
  for (let i = 0; i < units.length; i++) if (units.charCodeAt(i) >= FOLDED) return true;
  return false;
}

function grams(text: string, size: number): Set<number> {
  const out = new Set<number>();
  eachGram(text, size, (gram) => out.add(gram));
  return out;
}

/** The map's value for `key`, made and stored first when it has none. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * A set of truck ids as bits: which trucks a facet holds, read without reaching the truck itself (reading a
 * truck's object for each candidate was mostly waiting for memory at 100k trucks).
 */
class IdSet {
  /** Bit `id & 31` of word `id >>> 5`: read directly where sets are ANDed a word at a time. */
  words = new Uint32Array(0);

  has(id: number): boolean {
    return ((this.words[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;
  }

  add(id: number): void {
    const word = id >>> 5;
    this.words = grown(this.words, word + 1);
    this.words[word]! |= 1 << (id & 31);
  }

  delete(id: number): void {
    const word = id >>> 5;
    if (word < this.words.length) this.words[word]! &= ~(1 << (id & 31));
  }

  clear(): void {
    this.words = new Uint32Array(0);
  }

  static of(ids: Iterable<number>): IdSet {
    const set = new IdSet();
    for (const id of ids) set.add(id);
    return set;
  }

  /** The ids in the set, lowest first. */
  *values(): Generator<number> {
    const words = this.words;
    for (let word = 0; word < words.length; word++) {
      for (let bits = words[word]!; bits !== 0; bits &= bits - 1) {
        yield word * 32 + 31 - Math.clz32(bits & -bits);
      }
    }
  }
}

const NO_IDS = new IdSet();

// Made once: postings are looked up for every n-gram of every truck read.
const newIntList = () => new IntList();

/** Sorting one match (its share of the sort) against a walk reading one mark: measured. */
const GATHER_COST_PER_CANDIDATE = 8;

/** Trigrams of the jamo form (a syllable is two or three jamo), pairs of the 초성 form (one per syllable). */
const GRAM_SIZE = { jamo: 3, choseong: 2 } as const;

/** How many bits of the 32-bit `word` are set. */
function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** `array`, or a copy with room for `size` entries (at least doubled, so growing one at a time stays cheap). */
function grown<T extends Int32Array | Float64Array | Uint32Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const copy = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  copy.set(array);
  return copy;
}

/**
 * The frequent n-grams one unit longer than the postings' (jamo 4-grams, 초성 triples), each with the exact bits
 * of the trucks whose text has it: a keyword of that length, the most common (커피, 버거, ㄸㅂㅇ), is then counted
 * from bits alone instead of testing a thousand texts. Only n-grams that start with a posting that kept bits at the
 * last rebuild are counted: a longer n-gram is never more frequent than its start.
 */
class LongerGrams {
  /** The shorter n-grams a longer one may start with, numbered: a longer n-gram is `number * 256 + its last unit`. */
  private readonly starts = new Map<number, number>();
  private readonly bits = new Map<number, IdSet>();

  constructor(private readonly size: number) {}

  /** Truck `id`'s texts in `texts`, `starts` the shorter n-grams with bits; longer ones in `from` trucks keep bits. */
  rebuild(texts: readonly (string | undefined)[], starts: Iterable<number>, from: number): void {
    this.starts.clear();
    this.bits.clear();
    for (const gram of starts) this.starts.set(gram, this.starts.size);
    const trucks = new Int32Array(this.starts.size * 256);
    const lastTruck = new Int32Array(this.starts.size * 256).fill(-1);
    texts.forEach((units, id) => {
      this.eachKey(units ?? '', (key) => {
        if (lastTruck[key] === id) return;
        lastTruck[key] = id;
        trucks[key]!++;
      });
    });
    trucks.forEach((count, key) => {
      if (count > 0 && count >= from) this.bits.set(key, new IdSet());
    });
    texts.forEach((units, id) => {
      this.eachKey(units ?? '', (key) => this.bits.get(key)?.add(id));
    });
  }

  /** Truck `id`'s text changed from `had` to `now` (units; '' when it was or is no longer listed). */
  change(id: number, had: string, now: string): void {
    const before = this.keysOf(had);
    const after = this.keysOf(now);
    for (const key of after) if (!before.has(key)) this.bits.get(key)?.add(id);
    for (const key of before) if (!after.has(key)) this.bits.get(key)?.delete(id);
  }

  /** The exact trucks of `units` when it is one longer n-gram that keeps bits. */
  get(units: string): IdSet | undefined {
    if (units.length !== this.size + 1) return undefined;
    const [key] = this.keysOf(units);
    return key === undefined ? undefined : this.bits.get(key);
  }

  private keysOf(units: string): Set<number> {
    const keys = new Set<number>();
    this.eachKey(units, (key) => keys.add(key));
    return keys;
  }

  /** Calls `each` with the key of every longer n-gram in `units` that starts with a counted shorter one. */
  private eachKey(units: string, each: (key: number) => void): void {
    const { size, starts } = this;
    const mask = 2 ** (8 * size) - 1;
    let gram = 0;
    // `gram` is the `size` units up to i; the longer n-gram adds the unit after them.
    for (let i = 0; i + 1 < units.length; i++) {
      gram = ((gram << 8) | units.charCodeAt(i)) & mask;
      if (i + 1 < size) continue;
      const start = starts.get(gram);
      if (start !== undefined) each(start * 256 + units.charCodeAt(i + 1));
    }
  }
}

/** Where truck `id` belongs in `sorted` (or is, when it is there): the first position not before it. */
function position(sorted: IntList, id: number, compare: Compare): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted.items[middle]!, id) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Bytes by truck id (the cards; the texts with a folded character), end to end in one buffer outside the
 * JavaScript heap. Replaced bytes stay until the buffer is rewritten, which happens once they outweigh the live
 * ones. What `get` hands out is a view of the buffer as it was: bytes written are never changed, only left behind.
 */
class BytesById {
  private bytes = Buffer.alloc(0);
  private used = 0;
  private wasted = 0;
  private start = new Float64Array(0);
  private length = new Int32Array(0);

  grow(size: number): void {
    this.start = grown(this.start, size);
    this.length = grown(this.length, size);
  }

  /** Truck `id`'s bytes; empty when it has none. */
  get(id: number): Buffer {
    const start = this.start[id]!;
    return this.bytes.subarray(start, start + this.length[id]!);
  }

  set(id: number, value: Buffer): void {
    this.wasted += this.length[id]!;
    if (this.used + value.length > this.bytes.length) {
      const bytes = Buffer.allocUnsafe(Math.max(2 * this.bytes.length, this.used + value.length, 64 * 1024));
      this.bytes.copy(bytes, 0, 0, this.used);
      this.bytes = bytes;
    }
    value.copy(this.bytes, this.used);
    this.start[id] = this.used;
    this.length[id] = value.length;
    this.used += value.length;
  }

  delete(id: number): void {
    this.wasted += this.length[id]!;
    this.length[id] = 0;
  }

  clear(): void {
    this.length.fill(0);
    this.used = 0;
    this.wasted = 0;
  }

  /** Rewrites the buffer with the live bytes alone (those of `ids`) once the replaced ones outweigh them. */
  compactIfWasteful(ids: Iterable<number>): void {
    if (this.wasted <= this.used - this.wasted + 64 * 1024) return;
    const old = this.bytes;
    this.bytes = Buffer.allocUnsafe(Math.max(2 * (this.used - this.wasted), 64 * 1024));
    this.used = 0;
    this.wasted = 0;
    for (const id of ids) {
      const start = this.start[id]!;
      const length = this.length[id]!;
      old.copy(this.bytes, this.used, start, start + length);
      this.start[id] = this.used;
      this.used += length;
    }
  }
}

/**
 * The listed trucks held in memory and searched there: every filter and sort of the list answered without the
 * database, in time that does not grow with the catalogue.
 *
 * - Each facet (area, category, event type, truck type and size) keeps its truck ids in each sort's order,
 *   so a page of one facet is a slice and its count a length; with more filters the smallest facet is walked
 *   and each truck tested, stopping once the page is full and the count has passed the cap.
 * - A keyword keeps postings of its n-grams (jamo trigrams, 초성 pairs). A large posting (a 32nd of the
 *   catalogue or more) also keeps its trucks as exact bits, and so does each frequent n-gram a unit longer
 *   (LongerGrams). When the keyword's rarest n-gram has bits, its n-grams' bits and the facets' are ANDed 32
 *   trucks at a time in id order until the count has passed the cap: a keyword that is one of those n-grams
 *   (커피, ㅋㅍ, ㄸㅂㅇ) needs no text test at all, a longer one tests only trucks with all its n-grams. At
 *   100k trucks a common keyword had cost a thousand tests and as many marks (decision 026).
 * - A keyword whose rarest posting is small has its trucks as the candidates: tested in the postings' order
 *   until the count has passed the cap, each marked a match or not in an array by id. The page is then either
 *   those matches sorted (when they are all found and few) or a walk in the sort's order that reads each
 *   truck's mark before it tests any text (the candidates the count did not reach are marked first).
 * - Texts are tested as unit strings (one byte a character, kept in arrays by id): half the memory to read,
 *   and no truck to reach first. With the processor's cache cold, that more than halved a common keyword's
 *   search at 96k trucks. A text with a folded character is also kept as it is, for keywords with one.
 * - Nothing else is an object per truck: sort values and facet keys are columns by id, cards one buffer.
 *   The collector walks every object the index holds at each full collection, which at 96k trucks had cost
 *   about 100 ms each and, spread over the requests of a busy server, doubled the p99 of every endpoint.
 *
 * Keyword postings are only appended to (a truck that changes adds the n-grams it gained); a candidate is
 * checked against the truck as it is now, so a stale entry costs a test, never a wrong answer. (A keyword
 * that is a single n-gram needs no test of a truck whose text is unchanged since the postings were built:
 * they name it only for n-grams it has.) They are rebuilt when stale entries outnumber live ones. Bits are
 * exact: a truck's bit is cleared when its text loses the n-gram or it leaves the list.
 */
export class TruckSearch {
  private readonly gatherCost: number;
  private readonly postingBits: PostingBits;

  constructor({ gatherCost = GATHER_COST_PER_CANDIDATE, postingBits = 'large' }: SearchPlans = {}) {
    this.gatherCost = gatherCost;
    this.postingBits = postingBits;
  }

  private listedIds = new IdSet();
  private listed = 0;
  /** One past the highest id the columns have room for. */
  private room = 0;
  private readonly columns = new SortColumns();
  /** Each sort's comparison of truck ids (SORTS' order). */
  private readonly compare = comparisons(this.columns);
  private readonly cards = new BytesById();
  /** Facet key (`a:서울특별시`, `c:3`, …) → its number, the index of the arrays below. */
  private readonly facetNumbers = new Map<string, number>();
  /** By facet number: the facet's truck ids in each sort's order (SORTS' order), and as a set. */
  private facets: IntList[][] = [];
  private facetIds: IdSet[] = [];
  /** Each listed truck's facet numbers: `facetsOf.items` from `facetsStart[id]`, `facetsCount[id]` of them. */
  private facetsOf = new IntList();
  private facetsStart = new Int32Array(0);
  private facetsCount = new Int32Array(0);
  /** Entries of `facetsOf` no truck points at any more (left by changes until they are rewritten). */
  private facetsReplaced = 0;
  /**
   * Trucks listed or whose text changed since the postings were last built: postings may name them for an
   * n-gram they no longer have, so a keyword's candidate among them is always tested against its text.
   */
  private readonly textChanged = new IdSet();
  private all: IntList[] = SORTS.map(() => new IntList());
  private readonly postings = { jamo: new Map<number, IntList>(), choseong: new Map<number, IntList>() };
  /**
   * The large postings' trucks again, as bits: exact (a truck's bit is cleared when its text loses the n-gram),
   * where the postings keep stale entries.
   */
  private readonly bitsByGram = { jamo: new Map<number, IdSet>(), choseong: new Map<number, IdSet>() };
  private readonly longerGrams = {
    jamo: new LongerGrams(GRAM_SIZE.jamo),
    choseong: new LongerGrams(GRAM_SIZE.choseong),
  };
  /** Each listed truck's texts as units (unitText), by id. */
  private readonly unitTexts = { jamo: [] as (string | undefined)[], choseong: [] as (string | undefined)[] };
  /**
   * The texts with a folded character, as they are (UTF-8): the only ones a keyword with such a character can
   * be in.
   */
  private readonly foldedTexts = { jamo: new BytesById(), choseong: new BytesById() };
  private postingEntries = 0;
  private liveEntries = 0;
  /** Per truck id, what the last keyword search that read it knows of it (stamps). */
  private marks = new Uint32Array(0);
  /** `searchBits`' words with a match and their indexes, kept between searches. */
  private matchedWords = new Uint32Array(0);
  private stamp = 0;

  get size(): number {
    return this.listed;
  }

  /** Replaces the whole content (each id once): sorts once instead of inserting one by one. */
  reset(trucks: Iterable<SearchableTruck>): void {
    this.listedIds = new IdSet();
    this.facetNumbers.clear();
    this.facets = [];
    this.facetIds = [];
    this.facetsOf = new IntList();
    this.facetsReplaced = 0;
    this.cards.clear();
    for (const field of TEXT_FIELDS) {
      this.unitTexts[field] = [];
      this.foldedTexts[field].clear();
    }
    const ids: number[] = [];
    const facetMembers: number[][] = [];
    for (const truck of trucks) {
      ids.push(truck.id);
      this.keep(truck);
      for (const facet of this.facetNumbersOf(truck.id)) {
        facetMembers[facet] ??= [];
        facetMembers[facet].push(truck.id);
      }
    }
    facetMembers.forEach((members, facet) => {
      this.facets[facet] = this.sortedIds(members);
    });
    this.listed = ids.length;
    this.all = this.sortedIds(ids);
    this.rebuildPostings();
  }

  /** Adds or replaces one truck. */
  upsert(truck: SearchableTruck): void {
    const { id } = truck;
    const listed = this.listedIds.has(id);
    const hadUnits = TEXT_FIELDS.map((field) => this.unitTexts[field][id] ?? '');
    if (listed) this.detach(id);
    else this.listed++;
    this.keep(truck);
    this.compare.forEach((compare, i) => {
      insertSorted(this.all[i]!, id, compare);
      for (const facet of this.facetNumbersOf(id)) insertSorted(this.facets[facet]![i]!, id, compare);
    });
    // A change that leaves the texts as they were (a price, a photo) leaves their postings too.
    if (!listed || TEXT_FIELDS.some((field, i) => this.unitTexts[field][id] !== hadUnits[i])) {
      this.textChanged.add(id);
      TEXT_FIELDS.forEach((field, i) => {
        this.changeText(field, id, hadUnits[i]!, this.unitTexts[field][id]!);
      });
      this.compactIfStale();
    }
    this.compactBytes();
  }

  /** Takes a truck out (no longer listed). */
  remove(id: number): void {
    if (!this.listedIds.has(id)) return;
    this.detach(id);
    this.listedIds.delete(id);
    this.listed--;
    this.cards.delete(id);
    for (const field of TEXT_FIELDS) {
      this.changeText(field, id, this.unitTexts[field][id]!, '');
      this.unitTexts[field][id] = undefined;
      this.foldedTexts[field].delete(id);
    }
    this.compactIfStale();
    this.compactBytes();
  }

  /** One page in the sort's order, and the matches counted up to just past `cap`. */
  search(filters: SearchFilters, sort: Sort, offset: number, limit: number, cap: number): SearchPage {
    const sortIndex = SORTS.indexOf(sort);
    const wanted = wantedFacets(filters);
    if (wanted === null) return { cards: [], total: 0 };
    const facets = wanted.map((key) => this.facetNumbers.get(key));
    const lists = facets.map((facet) =>
      facet === undefined ? new IntList() : this.facets[facet]![sortIndex]!,
    );
    const walked = lists.reduce(
      (smallest, list) => (list.length < smallest.length ? list : smallest),
      this.all[sortIndex]!,
    );
    const cards = this.cards;
    const keyword = filters.keyword;
    if (!keyword && lists.length <= 1) {
      const page = walked.items.subarray(
        Math.min(offset, walked.length),
        Math.min(offset + limit, walked.length),
      );
      return { cards: Array.from(page, (id) => cards.get(id)), total: walked.length };
    }
    const facetIds = facets.map((facet) => (facet === undefined ? NO_IDS : this.facetIds[facet]!));
    const inFacets = (id: number) => {
      for (const ids of facetIds) if (!ids.has(id)) return false;
      return true;
    };
    const needed = Math.max(cap + 1, offset + limit);
    if (!keyword) return walk(walked, cards, inFacets, offset, limit, needed);
    const { field } = keyword;
    const units = unitText(keyword.text);
    // A folded unit stands for many characters: only a keyword without one is found in the unit texts exactly
    // where it is in the texts.
    const exactUnits = !hasFoldedUnit(units);
    const hasText = exactUnits ? this.hasUnitText(field, units) : this.hasFoldedText(keyword, units);
    const postings = this.keywordPostings(field, units);
    // A keyword shorter than an n-gram has no postings: every walked truck's text is tested.
    if (postings.length === 0) {
      return walk(walked, cards, (id) => inFacets(id) && hasText(id), offset, limit, needed);
    }
    const rarest = postings.reduce((a, b) => (b.list.length < a.list.length ? b : a));
    // A keyword that is one n-gram of exact units is in the text of every truck its postings name, unless the
    // truck's text changed since they were built (their bits are exact).
    const whole = exactUnits && units.length === GRAM_SIZE[field];
    const wantedPage = { walked, sortIndex, offset, limit, cap };
    // Its trucks exactly, when it is one n-gram with bits or one frequent n-gram a unit longer: no text tested.
    const exact = whole ? rarest.bits : exactUnits ? this.longerGrams[field].get(units) : undefined;
    if (exact) return this.searchBits([exact], facetIds, undefined, wantedPage);
    if (rarest.bits) {
      // The rarest first: the walk to the page reads its bits alone before it tests a text.
      const others = postings.filter((posting) => posting !== rarest);
      const gramBits = [rarest, ...others].flatMap(({ bits }) => (bits ? [bits] : []));
      return this.searchBits(gramBits, facetIds, hasText, wantedPage);
    }
    const { candidate, matched, rejected } = this.newStamps();
    const marks = this.marks;
    const { textChanged, listedIds } = this;
    const isMatch = (id: number) =>
      inFacets(id) && (whole && !textChanged.has(id) ? listedIds.has(id) : hasText(id));
    // The count first, over the candidates in the postings' order (about the order of ids), until just past
    // the cap. A truck marked in this search is named twice (a removed truck's id used again): counted once.
    const found: number[] = [];
    const { items, length } = rarest.list;
    let next = 0;
    for (; next < length && found.length <= cap; next++) {
      const id = items[next]!;
      if (marks[id]! >= candidate) continue;
      if (isMatch(id)) {
        marks[id] = matched;
        found.push(id);
      } else marks[id] = rejected;
    }
    // Matches to expect in all, from those found among the candidates read.
    const expected = next === length ? found.length : (found.length * length) / next;
    const walkReads = Math.min(walked.length, ((offset + limit) * walked.length) / Math.max(1, expected));
    // Every match found: sorting them pays when they are few against what a walk to the page would read.
    if (found.length <= cap && found.length * this.gatherCost < walkReads) {
      const page = found.sort(this.compare[sortIndex]).slice(offset, offset + limit);
      return { cards: page.map((id) => cards.get(id)), total: found.length };
    }
    // The page in the sort's order. The candidates the count did not reach are marked first; a truck this
    // search has not marked is not a candidate.
    for (let i = next; i < length; i++) {
      const id = items[i]!;
      if (marks[id]! < candidate) marks[id] = candidate;
    }
    const onPage = (id: number) => {
      const mark = marks[id]!;
      if (mark !== candidate) return mark === matched;
      const match = isMatch(id);
      marks[id] = match ? matched : rejected;
      return match;
    };
    const page = walk(walked, cards, onPage, offset, limit, offset + limit);
    return { cards: page.cards, total: found.length };
  }

  private hasUnitText(field: TextField, needle: string): (id: number) => boolean {
    const texts = this.unitTexts[field];
    return (id) => texts[id]?.includes(needle) === true;
  }

  /**
   * Its units first (a text without them cannot hold the keyword), then the text as UTF-8 bytes, which hold
   * its substrings exactly where the text has them.
   */
  private hasFoldedText(keyword: KeywordNeedle, looseNeedle: string): (id: number) => boolean {
    const units = this.unitTexts[keyword.field];
    const texts = this.foldedTexts[keyword.field];
    const needle = Buffer.from(keyword.text);
    // A truck with no folded text gets no bytes, in which the keyword (never empty) is not found.
    return (id) => units[id]?.includes(looseNeedle) === true && texts.get(id).includes(needle);
  }

  /**
   * The postings of each of the keyword's n-grams (of its `units`), with their bits when they keep them; none when the keyword is
   * shorter than an n-gram. They name candidates: a truck's n-grams may be apart, and postings keep entries a
   * truck has since lost. (Without bits, only the rarest posting is read: intersecting a second list cost more
   * than the candidates it removed, as at 96k trucks the rarest n-gram of each keyword measured named only
   * matches.)
   */
  private keywordPostings(field: TextField, units: string): { list: IntList; bits: IdSet | undefined }[] {
    return [...grams(units, GRAM_SIZE[field])].map((gram) => ({
      list: this.postings[field].get(gram) ?? new IntList(),
      bits: this.bitsByGram[field].get(gram),
    }));
  }

  /**
   * The page and count of the trucks in every one of `gramBits` (the keyword's n-grams', rarest first) and
   * `facetIds` whose text `hasText` (every one, for a keyword that is one n-gram), found 32 trucks at a time by
   * ANDing the sets' words in id order up to the highest id listed: a common keyword is counted past the cap
   * without reading its postings one entry at a time or marking the rest of them for the walk. Without a text to
   * test, the count is the bits' own, and the ids are read only when they are few enough to be sorted.
   */
  private searchBits(
    gramBits: IdSet[],
    facetIds: IdSet[],
    hasText: ((id: number) => boolean) | undefined,
    { walked, sortIndex, offset, limit, cap }: PageWanted,
  ): SearchPage {
    const sets = [...gramBits, ...facetIds];
    const words = sets.map((set) => set.words);
    const end = Math.min((this.room + 31) >>> 5, ...words.map((w) => w.length));
    const [first, second = first, ...more] = words as [Uint32Array, ...Uint32Array[]];
    // Without a text test: each word with a match and its index, up to just past the cap (then none is needed).
    if (this.matchedWords.length < 2 * (cap + 1)) this.matchedWords = new Uint32Array(2 * (cap + 1));
    const matchedWords = this.matchedWords;
    let kept = 0;
    const found: number[] = [];
    const gather = (w: number, word: number) => {
      for (; word !== 0; word &= word - 1) {
        const id = w * 32 + 31 - Math.clz32(word & -word);
        if (!hasText || hasText(id)) found.push(id);
      }
    };
    let total = 0;
    for (let w = 0; w < end && total <= cap; w++) {
      let word = first[w]! & second[w]!;
      for (let s = 0; word !== 0 && s < more.length; s++) word &= more[s]![w]!;
      if (word === 0) continue;
      if (hasText) {
        gather(w, word);
        total = found.length;
      } else {
        total += bitCount(word);
        matchedWords[kept++] = w;
        matchedWords[kept++] = word;
      }
    }
    const walkReads = Math.min(walked.length, ((offset + limit) * walked.length) / Math.max(1, total));
    if (total <= cap && total * this.gatherCost < walkReads) {
      if (!hasText) for (let i = 0; i < kept; i += 2) gather(matchedWords[i]!, matchedWords[i + 1]!);
      const page = found.sort(this.compare[sortIndex]).slice(offset, offset + limit);
      return { cards: page.map((id) => this.cards.get(id)), total };
    }
    // A text test settles the keyword: of its n-grams, only the rarest's bits are read first, to spare the
    // test of most trucks the walk meets (each set read there is a cache miss at 100k trucks).
    const walkedSets = hasText ? [gramBits[0]!, ...facetIds] : sets;
    const matches = (id: number) => {
      for (const set of walkedSets) if (!set.has(id)) return false;
      return !hasText || hasText(id);
    };
    return { cards: walk(walked, this.cards, matches, offset, limit, offset + limit).cards, total };
  }

  /**
   * Three marks no truck has yet, in order: a candidate not yet tested, one tested and matching, one tested and
   * not. Every mark below the first was left by an earlier search.
   */
  private newStamps(): { candidate: number; matched: number; rejected: number } {
    if (this.stamp >= 0xffff_fffc) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    const candidate = this.stamp + 1;
    this.stamp += 3;
    return { candidate, matched: candidate + 1, rejected: candidate + 2 };
  }

  /** Lists `truck` as it is now in every column, facet set and text, leaving the sort orders and postings. */
  private keep(truck: SearchableTruck): void {
    const { id } = truck;
    if (id >= this.room) {
      this.room = id + 1;
      this.columns.grow(this.room);
      this.cards.grow(this.room);
      for (const field of TEXT_FIELDS) this.foldedTexts[field].grow(this.room);
      this.marks = grown(this.marks, this.room);
      this.facetsStart = grown(this.facetsStart, this.room);
      this.facetsCount = grown(this.facetsCount, this.room);
    }
    this.listedIds.add(id);
    this.columns.set(truck);
    this.cards.set(id, truck.card);
    const facets = facetKeys(truck).map((key) => this.facetNumber(key));
    this.facetsStart[id] = this.facetsOf.length;
    this.facetsCount[id] = facets.length;
    for (const facet of facets) {
      this.facetsOf.push(facet);
      this.facetIds[facet]!.add(id);
    }
    for (const field of TEXT_FIELDS) {
      const text = textOf(truck, field);
      const units = unitText(text);
      this.unitTexts[field][id] = units;
      if (hasFoldedUnit(units)) this.foldedTexts[field].set(id, Buffer.from(text));
      else this.foldedTexts[field].delete(id);
    }
  }

  /** The facet numbers truck `id` is listed under. */
  private facetNumbersOf(id: number): Int32Array {
    const start = this.facetsStart[id]!;
    return this.facetsOf.items.subarray(start, start + this.facetsCount[id]!);
  }

  private facetNumber(key: string): number {
    return entryOf(this.facetNumbers, key, () => {
      this.facets.push(SORTS.map(() => new IntList()));
      this.facetIds.push(new IdSet());
      return this.facets.length - 1;
    });
  }

  private sortedIds(ids: number[]): IntList[] {
    return this.compare.map((compare) => IntList.of(ids.sort(compare)));
  }

  /** Takes truck `id` (as it was listed) out of the sort orders and facet sets. */
  private detach(id: number): void {
    const facets = this.facetNumbersOf(id);
    this.compare.forEach((compare, i) => {
      removeSorted(this.all[i]!, id, compare);
      for (const facet of facets) removeSorted(this.facets[facet]![i]!, id, compare);
    });
    for (const facet of facets) this.facetIds[facet]!.delete(id);
    this.facetsReplaced += facets.length;
    this.facetsCount[id] = 0;
    if (this.facetsReplaced > this.facetsOf.length - this.facetsReplaced + 1024) this.compactFacetsOf();
  }

  /** Rewrites the facet numbers of the listed trucks end to end, leaving out those replaced. */
  private compactFacetsOf(): void {
    const old = this.facetsOf.items;
    this.facetsOf = new IntList();
    this.facetsReplaced = 0;
    for (const id of this.listedIds.values()) {
      const start = this.facetsStart[id]!;
      this.facetsStart[id] = this.facetsOf.length;
      for (let i = 0; i < this.facetsCount[id]!; i++) this.facetsOf.push(old[start + i]!);
    }
  }

  /** Adds `id` to the n-gram's postings, unless it is their last entry already (a repeated n-gram). */
  private addPosting(field: TextField, gram: number, id: number): void {
    const list = entryOf(this.postings[field], gram, newIntList);
    if (list.last === id) return;
    list.push(id);
    this.postingEntries++;
  }

  /**
   * Truck `id`'s text in `field` went from `had` to `now` (units; '' when it was or is no longer listed): the
   * postings name it for each n-gram gained, and every kind of bits follows it both ways.
   */
  private changeText(field: TextField, id: number, had: string, now: string): void {
    const before = grams(had, GRAM_SIZE[field]);
    const after = grams(now, GRAM_SIZE[field]);
    this.liveEntries += after.size - before.size;
    for (const gram of after) if (!before.has(gram)) this.gainGram(field, gram, id);
    for (const gram of before) if (!after.has(gram)) this.bitsByGram[field].get(gram)?.delete(id);
    this.longerGrams[field].change(id, had, now);
  }

  /** Listed truck `id`'s text gained `gram`: its postings name it, and their bits, once they are large enough. */
  private gainGram(field: TextField, gram: number, id: number): void {
    this.addPosting(field, gram, id);
    const bits = this.bitsByGram[field].get(gram);
    if (bits) {
      bits.add(id);
      return;
    }
    const list = this.postings[field].get(gram)!;
    if (list.length < this.bitsFrom()) return;
    // The list may name trucks that have lost the n-gram since: the bits take only those that still have it.
    const hasGram = this.hasUnitText(field, gramUnits(gram, GRAM_SIZE[field]));
    const exact = new IdSet();
    for (const listed of list.items.subarray(0, list.length)) if (hasGram(listed)) exact.add(listed);
    this.bitsByGram[field].set(gram, exact);
  }

  /** How long a posting is when it starts keeping bits too: a 32nd of the ids, when the bits take less room. */
  private bitsFrom(): number {
    if (this.postingBits === 'large') return this.room / 32;
    return this.postingBits === 'all' ? 0 : Number.POSITIVE_INFINITY;
  }

  private compactBytes(): void {
    for (const bytes of [this.cards, this.foldedTexts.jamo, this.foldedTexts.choseong]) {
      bytes.compactIfWasteful(this.listedIds.values());
    }
  }

  private compactIfStale(): void {
    if (this.postingEntries > 2 * this.liveEntries + 10_000) this.rebuildPostings();
  }

  private rebuildPostings(): void {
    for (const field of TEXT_FIELDS) this.postings[field].clear();
    this.textChanged.clear();
    this.postingEntries = 0;
    for (const field of TEXT_FIELDS) {
      this.unitTexts[field].forEach((units, id) => {
        if (units !== undefined)
          eachGram(units, GRAM_SIZE[field], (gram) => this.addPosting(field, gram, id));
      });
    }
    this.liveEntries = this.postingEntries;
    // Built from the postings just written, which name only what each truck has now.
    const from = this.bitsFrom();
    for (const field of TEXT_FIELDS) {
      this.bitsByGram[field].clear();
      for (const [gram, list] of this.postings[field]) {
        if (list.length >= from)
          this.bitsByGram[field].set(gram, IdSet.of(list.items.subarray(0, list.length)));
      }
      this.longerGrams[field].rebuild(this.unitTexts[field], this.bitsByGram[field].keys(), from);
    }
  }
}

function insertSorted(sorted: IntList, id: number, compare: Compare): void {
  sorted.insert(position(sorted, id, compare), id);
}

/** Takes truck `id` (with the values it was sorted by) out of `sorted`. */
function removeSorted(sorted: IntList, id: number, compare: Compare): void {
  const at = position(sorted, id, compare);
  if (at < sorted.length && sorted.items[at] === id) sorted.removeAt(at);
}

/** Tests truck ids in `sorted` order, keeping the page's cards and counting matches until `needed`. */
function walk(
  sorted: IntList,
  cards: BytesById,
  matches: (id: number) => boolean,
  offset: number,
  limit: number,
  needed: number,
): SearchPage {
  const page: Buffer[] = [];
  let total = 0;
  const { items, length } = sorted;
  for (let i = 0; i < length; i++) {
    const id = items[i]!;
    if (!matches(id)) continue;
    if (total >= offset && total < offset + limit) page.push(cards.get(id));
    total++;
    if (total >= needed) break;
  }
  return { cards: page, total };
}

const TEXT_FIELDS = ['jamo', 'choseong'] as const;
type TextField = KeywordNeedle['field'];

const textOf = (truck: SearchableTruck, field: TextField) =>
  field === 'jamo' ? truck.searchJamo : truck.searchChoseong;

type FacetFilter = Exclude<keyof SearchFilters, 'keyword'>;

/** Each facet once: its key's prefix and the values a truck has for it. */
const FACETS: Record<
  FacetFilter,
  { prefix: string; values: (truck: SearchableTruck) => readonly (string | number)[] }
> = {
  area: { prefix: 'a', values: (t) => t.areas },
  categoryId: { prefix: 'c', values: (t) => t.categoryIds },
  eventTypeId: { prefix: 'e', values: (t) => t.eventTypeIds },
  truckTypeId: { prefix: 't', values: (t) => [t.truckTypeId] },
  truckSizeId: { prefix: 's', values: (t) => [t.truckSizeId] },
};
const FACET_FILTERS = Object.keys(FACETS) as FacetFilter[];

function facetKeys(truck: SearchableTruck): string[] {
  return FACET_FILTERS.flatMap((filter) => {
    const { prefix, values } = FACETS[filter];
    return values(truck).map((value) => `${prefix}:${value}`);
  });
}

/** The facet keys a request asks for, or null when one of its slugs names nothing. */
function wantedFacets(filters: SearchFilters): string[] | null {
  const wanted: string[] = [];
  for (const filter of FACET_FILTERS) {
    const value = filters[filter];
    if (value === null) return null;
    if (value === undefined || value === '') continue;
    wanted.push(`${FACETS[filter].prefix}:${value}`);
  }
  return wanted;
}
