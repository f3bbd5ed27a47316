import Link from 'next/link';
import { LeadForm } from '@/components/inquiries/lead-form';
import { INQUIRY_KINDS, KIND_LABELS, type InquiryKind } from '@/lib/schemas/inquiries';
import { retryAction, retryMailAction } from '@/server/actions/admin/inbox';
import { MAIL_OFF_STATE } from '@/lib/schemas/leads';
import { formatSiteTime } from '@/server/site-time';
import { mailConfigured, mailServer } from '@/server/mail/status';
import { retryingDeliveries, type LeadScope } from '@/server/repositories/inquiries';
import { leadStats, spamCount } from '@/server/repositories/leads';
import { failedMailMessages } from '@/server/repositories/mail-messages';

/** One colour per kind, for the chart and its legend. */
const KIND_COLOURS: Record<InquiryKind, string> = {
  brand: '#b45309',
  promoter: '#0f766e',
  artist: '#7c3aed',
  general: '#57534e',
  booking: '#be123c',
  application: '#1d4ed8',
};

const day = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * What needs the operator on the dashboard: new leads, failed deliveries (with Retry), leads New for
 * more than 48 hours (the answer the site promises), the last 12 weeks by kind, and this quarter's
 * won/lost. Server-rendered: the chart is SVG with the same figures as a table for screen readers.
 */
export async function LeadDashboard({ scope }: { scope: LeadScope }) {
  // An agent's figures are its offices' leads; the outbox's problems are the Owner's to see.
  const everyOffice = scope.offices === null;
  const [stats, failedMail, retrying, spam] = await Promise.all([
    leadStats(undefined, undefined, scope),
    everyOffice ? failedMailMessages() : [],
    everyOffice ? retryingDeliveries() : [],
    spamCount(scope),
  ]);
  const failedCount = stats.failedInquiries.length + failedMail.length;
  const problems = failedCount + retrying.length;
  const configured = mailConfigured();
  const card = 'grid gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
  return (
    <section aria-labelledby="leads-heading" className="mt-8 grid gap-6">
      <h2 id="leads-heading" className="font-display text-2xl font-bold">
        Leads
      </h2>
      <section
        aria-labelledby="mail-status-heading"
        className={`grid gap-1 rounded-xl border p-4 shadow-sm ${configured && !problems ? 'border-stone-200 bg-white' : 'border-red-300 bg-red-50'}`}
      >
        <h3 id="mail-status-heading" className="font-semibold">
          E-mail: {configured ? 'set up' : 'not set up'}
        </h3>
        {configured ? (
          <p className="text-sm text-stone-700">
            Sending through {mailServer() ?? 'the SMTP server in SMTP_URL'}.{' '}
            {problems
              ? `${failedCount} failed, ${retrying.length} failing and being retried (listed below).`
              : 'No delivery problems.'}
          </p>
        ) : (
          <p className="text-sm text-red-900">
            Nothing is being sent: not new-inquiry e-mails, acknowledgements or replies. Inquiries still arrive in the
            inbox; answer them from your own mail app or WhatsApp. Your developer sets <code>SMTP_URL</code> to send
            from the site.
          </p>
        )}
      </section>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className={card}>
          <dt className="text-sm text-stone-600">New inquiries</dt>
          <dd className="text-3xl font-bold">
            <Link href="/admin/inquiries?status=new" className="hover:underline">
              {stats.newCount}
            </Link>
          </dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-stone-600">New for more than 48 hours</dt>
          <dd className={`text-3xl font-bold ${stats.overdue.length ? 'text-red-700' : ''}`}>{stats.overdue.length}</dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-stone-600">Failed deliveries</dt>
          {configured ? (
            <dd className={`text-3xl font-bold ${problems ? 'text-red-700' : ''}`}>{problems}</dd>
          ) : (
            <dd className="text-lg font-semibold text-red-700">{MAIL_OFF_STATE}</dd>
          )}
        </div>
        <div className={card}>
          <dt className="text-sm text-stone-600">In Spam</dt>
          <dd className="text-3xl font-bold">
            <Link href="/admin/inquiries/spam" className="hover:underline">
              {spam}
            </Link>
          </dd>
        </div>
        <div className={card}>
          <dt className="text-sm text-stone-600">This quarter</dt>
          <dd className="text-lg font-semibold">
            {stats.wonThisQuarter} won · {stats.lostThisQuarter} lost
          </dd>
        </div>
      </dl>
      {stats.overdue.length ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">Waiting for an answer for more than 48 hours</h3>
          <ul className="grid gap-1 text-sm">
            {stats.overdue.map((o) => (
              <li key={o.id}>
                <Link href={`/admin/inquiries/${o.id}`} className="text-amber-800 hover:underline">
                  {o.subject}
                </Link>{' '}
                <span className="text-stone-600">from {o.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problems ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">Failed deliveries</h3>
          <ul className="grid gap-2 text-sm">
            {retrying.map((r) => (
              <li key={`r${r.what}${r.id}`} className="flex flex-wrap items-center gap-3">
                <Link href={`/admin/inquiries/${r.inquiry_id ?? ''}`} className="text-amber-800 hover:underline">
                  {r.what === 'inquiry' ? '' : `${r.what}: `}
                  {r.subject}
                </Link>
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-300">
                  Failed, retrying{r.next_attempt_at ? ` at ${formatSiteTime(r.next_attempt_at)}` : ''}
                </span>
                <span className="text-stone-600">{r.last_error}</span>
              </li>
            ))}
            {stats.failedInquiries.map((f) => (
              <li key={`i${f.id}`} className="flex flex-wrap items-center gap-3">
                <Link href={`/admin/inquiries/${f.id}`} className="text-amber-800 hover:underline">
                  {f.subject}
                </Link>
                <span className="text-stone-600">{f.last_error}</span>
                <LeadForm action={retryAction} submit="Retry" pendingLabel="Queueing..." tone="secondary">
                  <input type="hidden" name="id" value={f.id} />
                </LeadForm>
              </li>
            ))}
            {failedMail.map((m) => (
              <li key={`m${m.id}`} className="flex flex-wrap items-center gap-3">
                {m.inquiry_id ? (
                  <Link href={`/admin/inquiries/${m.inquiry_id}`} className="text-amber-800 hover:underline">
                    {m.purpose}: {m.subject}
                  </Link>
                ) : (
                  <span>
                    {m.purpose}: {m.subject}
                  </span>
                )}
                <span className="text-stone-600">{m.last_error}</span>
                <LeadForm action={retryMailAction} submit="Retry" pendingLabel="Queueing..." tone="secondary">
                  <input type="hidden" name="id" value={m.id} />
                </LeadForm>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <WeeklyChart weeks={stats.weeks} />
    </section>
  );
}

function WeeklyChart({ weeks }: { weeks: Awaited<ReturnType<typeof leadStats>>['weeks'] }) {
  const totals = weeks.map((w) => INQUIRY_KINDS.reduce((n, k) => n + w.counts[k], 0));
  const max = Math.max(1, ...totals);
  const width = 480;
  const height = 160;
  const bar = width / weeks.length;
  const all = totals.reduce((a, b) => a + b, 0);
  return (
    <figure className="grid gap-2">
      <figcaption className="font-semibold">Leads per week, last 12 weeks</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="w-full max-w-xl"
        role="img"
        aria-label={`${all} leads in the last 12 weeks; the table below gives each week by kind.`}
      >
        {weeks.map((week, i) => {
          let y = height;
          return (
            <g key={week.start}>
              {INQUIRY_KINDS.map((kind) => {
                const h = (week.counts[kind] / max) * (height - 10);
                y -= h;
                return h > 0 ? (
                  <rect key={kind} x={i * bar + 4} y={y} width={bar - 8} height={h} fill={KIND_COLOURS[kind]} />
                ) : null;
              })}
              <text x={i * bar + bar / 2} y={height + 14} fontSize="9" textAnchor="middle" fill="#57534e">
                {day.format(new Date(week.start))}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-3 text-xs text-stone-700" aria-hidden>
        {INQUIRY_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm" style={{ background: KIND_COLOURS[kind] }} />
            {KIND_LABELS[kind]}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-700">Show as a table</summary>
        <table className="mt-2 text-left text-xs">
          <thead>
            <tr>
              <th scope="col" className="pr-3">
                Week of
              </th>
              {INQUIRY_KINDS.map((kind) => (
                <th key={kind} scope="col" className="pr-3">
                  {KIND_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row" className="pr-3 font-normal">
                  {week.start}
                </th>
                {INQUIRY_KINDS.map((kind) => (
                  <td key={kind} className="pr-3">
                    {week.counts[kind]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
