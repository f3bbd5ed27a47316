import type { Metadata } from 'next';
import Link from 'next/link';
import { LeadForm } from '@/components/inquiries/lead-form';
import { KIND_LABELS } from '@/lib/schemas/inquiries';
import { spamReasonLabel } from '@/lib/schemas/leads';
import { requireAdmin } from '@/server/auth/guard';
import { releaseSpamAction } from '@/server/actions/admin/inbox';
import { formatSiteTime } from '@/server/site-time';
import { inquirySummary } from '@/server/inquiries/inbox';
import { retentionPeriods } from '@/server/inquiries/pipeline';
import { listInquiries } from '@/server/repositories/inquiries';
import { leadScope } from '@/server/inquiries/scope';

export const metadata: Metadata = { title: 'Spam', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function SpamPage({ searchParams }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Link href="/admin/inquiries" className="text-sm text-amber-800 hover:underline">
        ← All inquiries
      </Link>
      <h1 className="font-display text-3xl font-bold text-stone-900">Spam</h1>
      <SpamList searchParams={searchParams} />
    </div>
  );
}

async function SpamList({ searchParams }: Props) {
  const session = await requireAdmin('/admin/inquiries/spam', 'leads');
  const pageParam = Number((await searchParams).page ?? 1);
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const result = await listInquiries({ spam: true }, { page }, leadScope(session));
  const { spamDays } = retentionPeriods();
  return (
    <>
      <p className="text-sm text-stone-600">
        Submissions the spam checks refused (a hidden field filled in, or sent faster than a person types). They were
        not e-mailed; each is deleted {spamDays} days after it arrived. Move one to the inbox to e-mail it now.
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
          No spam kept.
        </p>
      ) : (
        <ul className="grid gap-3">
          {result.items.map((inquiry) => (
            <li
              key={inquiry.id}
              className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <div className="grid gap-1 text-sm">
                <Link href={`/admin/inquiries/${inquiry.id}`} className="font-medium text-amber-800 hover:underline">
                  {inquiry.subject}
                </Link>
                <span className="text-stone-700">
                  {KIND_LABELS[inquiry.kind]} · {inquiry.name || '—'} · {inquiry.email || '—'} ·{' '}
                  {spamReasonLabel(inquiry.spam_reason ?? '')} ·{' '}
                  <time dateTime={inquiry.created_at}>{formatSiteTime(inquiry.created_at)}</time>
                </span>
                <span className="text-stone-600">{inquirySummary(inquiry)}</span>
              </div>
              <LeadForm
                action={releaseSpamAction}
                submit="Move to inbox"
                pendingLabel="Moving..."
                tone="secondary"
                label={`Move ${inquiry.subject} to inbox`}
              >
                <input type="hidden" name="id" value={inquiry.id} />
              </LeadForm>
            </li>
          ))}
        </ul>
      )}
      {result.pageCount > 1 ? (
        <nav aria-label="Pagination" className="flex items-center gap-4 text-sm">
          {result.page > 1 ? (
            <Link href={`/admin/inquiries/spam?page=${result.page - 1}`} className="text-amber-800 hover:underline">
              ← Previous
            </Link>
          ) : null}
          <span className="text-stone-600">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link href={`/admin/inquiries/spam?page=${result.page + 1}`} className="text-amber-800 hover:underline">
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
