import type { User } from '@ft/shared';
import { formatPhone } from '../../../shell/format.ts';
import { type BookingDraft, contactIsOwn } from './draft-store.ts';

/** A field the person left with something in it; a blank one is no answer. */
const typed = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value : undefined);

/**
 * What the contact step starts with (decision 092): each field as the person last typed it into this draft,
 * else the signed-in person's profile. A blank field kept in the draft (saved when another field was typed
 * first) is no answer, and a contact another account wrote is not shown: either way the profile fills in.
 * The phone is shown as it is typed (010-1234-5678), whichever way it was stored.
 */
export function contactStepDefaults(
  draft: BookingDraft,
  user: Pick<User, 'id' | 'nickname' | 'phone' | 'email'> | null,
): { contact: { name: string; phone: string; email: string }; requests: string } {
  const kept = contactIsOwn(draft, user?.id) ? draft.contact : {};
  return {
    contact: {
      name: typed(kept.name) ?? user?.nickname ?? '',
      phone: formatPhone(typed(kept.phone) ?? user?.phone ?? ''),
      email: typed(kept.email) ?? user?.email ?? '',
    },
    requests: draft.requests,
  };
}
