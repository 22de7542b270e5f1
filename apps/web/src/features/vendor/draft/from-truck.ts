import {
  type BusinessDetailsInput,
  formatBusinessNumber,
  type OwnTruck,
  PAYOUT_BANKS,
  type PayoutAccountInput,
  VENDOR_DOCUMENT_KINDS,
} from '@ft/shared';
import { formatPhoneNumber } from '../format.ts';
import { type ApplicationDraft, emptyApplicationDraft } from './application-draft.ts';

// Kept apart from the store: these read the contracts (and so load zod), which /register only needs once the
// person taps 수정해서 다시 신청.

/** Business details as the form shows them, from a truck's current ones. */
function businessOf(truck: OwnTruck): Partial<BusinessDetailsInput> {
  return {
    companyName: truck.business.companyName,
    representative: truck.business.representative,
    businessNumber: formatBusinessNumber(truck.business.businessNumber),
    phone: formatPhoneNumber(truck.business.phone),
  };
}

function payoutOf(truck: OwnTruck): Partial<PayoutAccountInput> {
  // A masked number is no use to send again: the person types it.
  if (!truck.payout || truck.payout.masked) return {};
  const bank = (PAYOUT_BANKS as readonly string[]).includes(truck.payout.bank)
    ? (truck.payout.bank as PayoutAccountInput['bank'])
    : undefined;
  return {
    ...(bank ? { bank } : {}),
    holder: truck.payout.holder,
    accountNumber: truck.payout.accountNumber,
  };
}

/** 수정해서 다시 신청: the rejected truck, as it was sent, becomes the draft to fix. */
export function resubmitDraft(truck: OwnTruck, ownerId: string): ApplicationDraft {
  const documents: ApplicationDraft['documents'] = {};
  for (const doc of truck.documents) {
    if ((VENDOR_DOCUMENT_KINDS as readonly string[]).includes(doc.kind)) {
      const { kind, ...file } = doc;
      documents[kind] = file;
    }
  }
  return {
    ...emptyApplicationDraft(),
    ownerId,
    resubmitTruckId: truck.id,
    business: businessOf(truck),
    payout: payoutOf(truck),
    truck: {
      name: truck.name,
      truckTypeId: truck.truckType.id,
      truckSizeId: truck.truckSize.id,
      categoryIds: truck.categories.map((c) => c.id),
      regions: truck.regions.map(({ sido, sigungu }) => ({ sido, sigungu })),
      baseFee: truck.baseFee,
      minServings: truck.minServings,
      maxServings: truck.maxServings,
      minNoticeHours: truck.minNoticeHours,
      description: truck.description,
    },
    documents,
    menuItems: truck.menu.map((item) => ({
      categoryId: item.categoryId,
      name: item.name,
      price: item.price,
      description: item.description,
    })),
    menuPhotos: truck.menuPhotos,
    truckPhotos: truck.photos,
  };
}

/**
 * A vendor's next truck: usually the same business and the same account, so those come filled in from the
 * truck they already run; the papers and the truck itself are new.
 */
export function nextTruckDraft(from: OwnTruck | undefined, ownerId: string): ApplicationDraft {
  return {
    ...emptyApplicationDraft(),
    ownerId,
    ...(from ? { business: businessOf(from), payout: payoutOf(from) } : {}),
  };
}
