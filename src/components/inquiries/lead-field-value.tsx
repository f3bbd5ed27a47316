import Link from 'next/link';
import { contentTypes } from '@/lib/content-types';
import { whatsappGreeting, whatsappLink, whatsappNumber } from '@/lib/reply-links';
import type { Inquiry } from '@/server/repositories/inquiries';

const actionLink =
  'inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600 md:min-h-9';

/** The talent a booking names, as it is now (it may have been renamed or deleted since). */
export type BookedTalent = { id: number; slug: string; name: string } | undefined;

/**
 * One submitted field on the inquiry screen, made actionable where it can be: a phone number is a
 * `tel:` link with WhatsApp beside it, the booked talent links to the profile and its editor, a web
 * address opens in a new tab; anything else is text.
 */
export function LeadFieldValue({
  field,
  inquiry,
  talent,
  agency,
}: {
  /** The agency's name, in the WhatsApp greeting. */
  agency: string;
  field: { key: string; value: string };
  inquiry: Pick<Inquiry, 'id' | 'kind' | 'name'>;
  talent: BookedTalent;
}) {
  const { key, value } = field;
  if (key === 'phone' && value.trim()) return <PhoneLinks phone={value} inquiry={inquiry} agency={agency} />;
  if (key === 'talent' && talent) {
    const profile = contentTypes.talent.publicPath?.(talent.slug);
    return (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {profile ? (
          <a href={profile} target="_blank" rel="noopener noreferrer" className="text-amber-800 underline">
            {value}
            <span className="sr-only"> (profile, opens in a new tab)</span>
          </a>
        ) : (
          value
        )}
        <Link
          href={`${contentTypes.talent.routes.admin}/${talent.id}/edit`}
          className="text-sm text-stone-700 underline"
        >
          Edit talent<span className="sr-only"> {talent.name}</span>
        </Link>
      </span>
    );
  }
  if (/^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer nofollow" className="text-amber-800 underline">
        {value}
      </a>
    );
  }
  return <>{value || '—'}</>;
}

/**
 * Call or WhatsApp the visitor in one tap. WhatsApp (wa.me) needs the number with its country code:
 * a local number such as 072 123 4567 could be South African or Kenyan, and guessing would open a
 * chat with a stranger, so it gets the call link only, and says why (decision 130).
 */
function PhoneLinks({
  phone,
  inquiry,
  agency,
}: {
  phone: string;
  inquiry: Pick<Inquiry, 'id' | 'kind' | 'name'>;
  agency: string;
}) {
  const dial = phone.trim().replace(/[^\d+]/g, '');
  const whatsapp = whatsappNumber(phone);
  return (
    <span className="grid gap-2">
      <span className="flex flex-wrap items-center gap-2">
        <a href={`tel:${dial}`} className={actionLink}>
          Call {phone.trim()}
        </a>
        {whatsapp ? (
          <a
            href={whatsappLink(whatsapp, whatsappGreeting(inquiry, agency))}
            target="_blank"
            rel="noopener noreferrer"
            className={actionLink}
          >
            WhatsApp<span className="sr-only"> {phone.trim()} (opens in a new tab)</span>
          </a>
        ) : null}
      </span>
      {whatsapp ? null : (
        <span className="text-xs text-stone-600">
          No WhatsApp link: the number has no country code (such as +27 or +254).
        </span>
      )}
    </span>
  );
}
