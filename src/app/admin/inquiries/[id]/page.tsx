import { localeInfo } from '@/lib/i18n/locales.mjs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeliveryBadge } from '@/components/inquiries/delivery-badge';
import { InboxActionButton } from '@/components/inquiries/inbox-action-button';
import { LeadFieldValue, type BookedTalent } from '@/components/inquiries/lead-field-value';
import { LeadFiles } from '@/components/inquiries/lead-files';
import { LeadVisit } from '@/components/admin/analytics/lead-visit';
import { LeadAssignment } from '@/components/inquiries/lead-assignment';
import { LeadPanel } from '@/components/inquiries/lead-panel';
import { contentTypes } from '@/lib/content-types';
import { inquiryReference } from '@/lib/inquiry-reference';
import { contentRepository } from '@/server/repositories/content';
import { KIND_LABELS } from '@/lib/schemas/inquiries';
import { requireAdmin } from '@/server/auth/guard';
import { getSiteSettings } from '@/server/data/site-settings';
import { displayFields } from '@/server/mail/message';
import { mailConfigured } from '@/server/mail/status';
import { formatSiteTime, siteTimeZone } from '@/server/site-time';
import { findInquiryById } from '@/server/repositories/inquiries';
import { assignableAccounts } from '@/server/repositories/admin-users';
import { requireLeadInScope } from '@/server/inquiries/scope';
import { inquiryTimeline } from '@/server/repositories/leads';
import { listInquiryAttachments } from '@/server/repositories/inquiry-attachments';
import { markHandledAction, retryAction } from '@/server/actions/admin/inbox';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: 'Inquiry', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

export default function InquiryPage({ params }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Link href="/admin/inquiries" className="text-sm text-amber-800 hover:underline">
        ← All inquiries
      </Link>
      <InquiryDetail params={params} />
    </div>
  );
}

const when = (iso: string | null) => (iso ? formatSiteTime(iso) : '—');

async function InquiryDetail({ params }: Props) {
  const { id } = await params;
  const session = await requireAdmin(`/admin/inquiries/${encodeURIComponent(id)}`, 'leads');
  const numericId = recordId(id);
  // Another office's lead is a 404 for an agent, and the attempt is in the audit log.
  if (numericId !== undefined) await requireLeadInScope(session, numericId);
  const inquiry = numericId === undefined ? undefined : await findInquiryById(numericId);
  const agency = (await getSiteSettings()).name;
  if (!inquiry) notFound();
  const [timeline, talent, files, assignable] = await Promise.all([
    inquiryTimeline(inquiry),
    bookedTalent(inquiry.talent_id),
    listInquiryAttachments([inquiry.id]),
    assignableAccounts(inquiry.office),
  ]);
  const mailOff = !mailConfigured();
  return (
    <>
      <article className="grid gap-6">
        <header className="grid gap-2">
          <p className="text-sm text-stone-600">
            {KIND_LABELS[inquiry.kind]} · #{inquiry.id} · Reference {inquiryReference(inquiry, siteTimeZone())}
          </p>
          <h1 className="font-display text-3xl font-bold break-words text-stone-900">{inquiry.subject}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
            <DeliveryBadge state={inquiry.delivery_state} mailOff={mailOff} />
            <span>Received {when(inquiry.created_at)}</span>
            {/* The language it was sent in, so the answer is written in it (decision 161). */}
            <span>Language: {localeInfo(inquiry.locale).englishName}</span>
            {inquiry.sent_at ? <span>Sent {when(inquiry.sent_at)}</span> : null}
            {mailOff && inquiry.attempts === 0 ? null : (
              <span>
                {inquiry.attempts} delivery attempt{inquiry.attempts === 1 ? '' : 's'}
              </span>
            )}
            {inquiry.handled_at ? <span>Handled {when(inquiry.handled_at)}</span> : null}
          </div>
          {inquiry.last_error ? (
            <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              Last delivery error: {inquiry.last_error}
            </p>
          ) : null}
        </header>
        <div className="flex flex-wrap gap-3">
          {inquiry.spam_reason ? null : (
            <InboxActionButton
              action={markHandledAction}
              id={inquiry.id}
              label="Mark handled"
              pendingLabel="Saving..."
              done={Boolean(inquiry.handled_at)}
            />
          )}
          {inquiry.delivery_state === 'failed' ? (
            <InboxActionButton action={retryAction} id={inquiry.id} label="Retry" pendingLabel="Queueing..." />
          ) : null}
          <a
            href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
            className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            Reply by e-mail
          </a>
        </div>
        <dl className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[12rem_1fr]">
          {displayFields(inquiry).map((field) => (
            <div key={field.key} className="contents">
              <dt className="font-medium text-stone-600">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap text-stone-900">
                <LeadFieldValue field={field} inquiry={inquiry} talent={talent} agency={agency} />
              </dd>
            </div>
          ))}
        </dl>
        <LeadFiles files={files} />
        <LeadVisit inquiry={inquiry} />
        {inquiry.consent_at ? (
          <p className="text-xs text-stone-600">
            Consent given {when(inquiry.consent_at)} (version {inquiry.consent_version}): “{inquiry.consent_text}”
          </p>
        ) : null}
      </article>
      {/* Office and assignment (decision 143): its own block. */}
      <LeadAssignment inquiry={inquiry} accounts={assignable} />
      <LeadPanel inquiry={inquiry} timeline={timeline} mailOff={mailOff} />
    </>
  );
}

async function bookedTalent(id: number | null): Promise<BookedTalent> {
  const row = id === null ? undefined : await contentRepository(contentTypes.talent).findById(id);
  return row ? { id: row.id, slug: row.slug, name: String(row.name) } : undefined;
}
