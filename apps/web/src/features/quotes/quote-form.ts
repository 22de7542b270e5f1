import {
  type BookingDetail,
  QUOTE_VALIDITY_DAYS,
  type Quote,
  type QuoteBody,
  type QuoteUnit,
  quoteBodySchema,
  quoteTotals,
} from '@ft/shared';
import { formatAmount, parseAmount } from '../../shell/format.ts';

/** What the quote sheet holds while the vendor types: amounts as typed ("4,500"), so nothing jumps. */
export interface QuoteDraft {
  truckId: number | undefined;
  lines: { name: string; unit: QuoteUnit; unitPrice: string; quantity: string }[];
  calloutFee: string;
  vatIncluded: boolean;
  includes: string;
  hoursOnSite: string;
  siteNeeds: string;
  validDays: number;
  note: string;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The event's length in half hours, as the hours on site start out (at least 30 minutes). */
export function eventHours(info: Pick<BookingDetail['info'], 'startTime' | 'endTime'>): number {
  let minutes = minutesOf(info.endTime) - minutesOf(info.startTime);
  if (minutes <= 0) minutes += 24 * 60;
  return Math.min(24, Math.max(0.5, Math.round(minutes / 30) / 2));
}

/**
 * A new quote starts from the request itself (its dishes and servings at the catalogue's prices, the truck's
 * call-out fee, the event's hours); a revision starts from the quote as it was sent.
 */
export function draftOf(
  booking: Pick<BookingDetail, 'menus' | 'info'>,
  truck: { id: number; baseFee: number } | undefined,
  quote?: Quote,
): QuoteDraft {
  if (quote) {
    return {
      truckId: quote.truck.id,
      lines: quote.lines.map((line) => ({
        name: line.name,
        unit: line.unit,
        unitPrice: formatAmount(line.unitPrice),
        quantity: String(line.quantity),
      })),
      calloutFee: formatAmount(quote.calloutFee),
      vatIncluded: quote.vat === 0,
      includes: quote.includes,
      hoursOnSite: String(quote.hoursOnSite),
      siteNeeds: quote.siteNeeds,
      validDays: QUOTE_VALIDITY_DAYS.default,
      note: quote.note,
    };
  }
  return {
    truckId: truck?.id,
    lines: booking.menus.map((line) => ({
      name: line.name,
      unit: 'serving',
      unitPrice: formatAmount(line.unitPrice),
      quantity: String(line.servings),
    })),
    calloutFee: formatAmount(truck?.baseFee ?? 0),
    vatIncluded: true,
    includes: '',
    hoursOnSite: String(eventHours(booking.info)),
    siteNeeds: '',
    validDays: QUOTE_VALIDITY_DAYS.default,
    note: '',
  };
}

const number = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? Number.NaN : Number(trimmed);
};

/** The body the draft makes; what cannot be read as a number is sent as is for the contract to name. */
function rawBody(draft: QuoteDraft): Record<string, unknown> {
  return {
    truckId: draft.truckId,
    lines: draft.lines.map((line) => ({
      name: line.name,
      unit: line.unit,
      unitPrice: parseAmount(line.unitPrice) ?? undefined,
      quantity: number(line.quantity.replace(/,/g, '')),
    })),
    calloutFee: parseAmount(draft.calloutFee) ?? 0,
    vatIncluded: draft.vatIncluded,
    includes: draft.includes,
    hoursOnSite: number(draft.hoursOnSite),
    siteNeeds: draft.siteNeeds,
    validDays: draft.validDays,
    note: draft.note,
  };
}

/**
 * The draft checked by the server's own contract: the body to send, or a message per field ("lines.0.unitPrice",
 * "calloutFee" …) to show beside it.
 */
export function quoteBodyOf(
  draft: QuoteDraft,
): { ok: true; body: QuoteBody } | { ok: false; fields: Record<string, string> } {
  const parsed = quoteBodySchema.safeParse(rawBody(draft));
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

/** The totals as the customer will see them, from whatever of the draft reads as numbers so far. */
export function draftTotals(draft: QuoteDraft, guests: number) {
  return quoteTotals(
    {
      lines: draft.lines.map((line) => ({
        unitPrice: parseAmount(line.unitPrice) ?? 0,
        quantity: Number.isFinite(number(line.quantity)) ? number(line.quantity) : 0,
      })),
      calloutFee: parseAmount(draft.calloutFee) ?? 0,
      vatIncluded: draft.vatIncluded,
    },
    guests,
  );
}
