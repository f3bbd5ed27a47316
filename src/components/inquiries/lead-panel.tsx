import { DeliveryBadge } from '@/components/inquiries/delivery-badge';
import { LeadForm } from '@/components/inquiries/lead-form';
import { ReplyElsewhere } from '@/components/inquiries/reply-elsewhere';
import { INQUIRY_STATUSES, REPLY_CHANNEL_LABELS, spamReasonLabel, STATUS_LABELS } from '@/lib/schemas/leads';
import { mailtoLink, whatsappLink, whatsappNumber } from '@/lib/reply-links';
import { formatSiteTime } from '@/server/site-time';
import { addNoteAction, changeStatusAction, releaseSpamAction, replyAction } from '@/server/actions/admin/inbox';
import type { Inquiry } from '@/server/repositories/inquiries';
import type { TimelineEntry } from '@/server/repositories/leads';
import { leadInputClass } from '@/components/admin/form-kit';
const PURPOSE_LABELS = {
  acknowledgement: 'Acknowledgement to the visitor',
  reply: 'Reply',
  alert: 'Alert',
  invitation: 'Invitation to the admin',
} as const;

/** The pipeline side of an inquiry: its status, the reply and note forms, and the timeline. */
export function LeadPanel({
  inquiry,
  timeline,
  mailOff = false,
}: {
  inquiry: Inquiry;
  timeline: TimelineEntry[];
  /** E-mail is not set up (SMTP_URL unset): the reply goes out through the operator's own apps. */
  mailOff?: boolean;
}) {
  if (inquiry.spam_reason) {
    return (
      <section aria-labelledby="spam-heading" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <h2 id="spam-heading" className="font-semibold text-stone-900">
          In Spam ({spamReasonLabel(inquiry.spam_reason)})
        </h2>
        <p className="text-sm text-stone-700">
          Not e-mailed to the agency. Kept for the spam retention period, then deleted.{' '}
          {mailOff
            ? 'Moving it to the inbox makes it a lead (nothing is e-mailed: e-mail is not set up).'
            : 'Moving it to the inbox e-mails it now and acknowledges the sender.'}
        </p>
        <LeadForm action={releaseSpamAction} submit="Move to inbox" pendingLabel="Moving..." label="Move to inbox">
          <input type="hidden" name="id" value={inquiry.id} />
        </LeadForm>
      </section>
    );
  }
  return (
    <section aria-labelledby="pipeline-heading" className="grid gap-6">
      <h2 id="pipeline-heading" className="font-display text-2xl font-bold text-stone-900">
        Pipeline: {STATUS_LABELS[inquiry.status]}
        {inquiry.status_changed_at ? (
          <span className="ml-2 text-sm font-normal text-stone-600">
            since <time dateTime={inquiry.status_changed_at}>{formatSiteTime(inquiry.status_changed_at)}</time>
          </span>
        ) : null}
      </h2>
      {inquiry.status === 'lost' && inquiry.lost_reason ? (
        <p className="text-sm text-stone-700">Lost because: {inquiry.lost_reason}</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <LeadForm action={changeStatusAction} submit="Change status" pendingLabel="Saving..." label="Change status">
          <input type="hidden" name="id" value={inquiry.id} />
          <label className="grid gap-1 text-sm text-stone-700">
            Move to
            <select name="status" defaultValue={nextStatus(inquiry.status)} className={leadInputClass}>
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm text-stone-700">
            Reason (required for Lost)
            <input name="reason" maxLength={500} className={leadInputClass} />
          </label>
        </LeadForm>
        <LeadForm action={addNoteAction} submit="Add note" pendingLabel="Saving..." label="Add a note">
          <input type="hidden" name="id" value={inquiry.id} />
          <label className="grid gap-1 text-sm text-stone-700">
            Note
            <textarea name="body" required maxLength={5000} rows={3} className={leadInputClass} />
          </label>
        </LeadForm>
      </div>
      {mailOff ? (
        <ReplyElsewhere
          id={inquiry.id}
          email={inquiry.email}
          whatsapp={whatsappNumber(inquiry.phone)}
          defaultSubject={`Re: ${inquiry.subject}`}
          greeting={`Hello${inquiry.name ? ` ${inquiry.name}` : ''},\n\n`}
        />
      ) : (
        <LeadForm action={replyAction} submit="Send reply" pendingLabel="Sending..." label="Reply to the visitor">
          <input type="hidden" name="id" value={inquiry.id} />
          <p className="text-sm text-stone-600">
            Sent to {inquiry.email} from the site&apos;s address; answers come back to the agency.
            {inquiry.status === 'new' ? ' Replying moves this lead to Contacted.' : ''}
          </p>
          <label className="grid gap-1 text-sm text-stone-700">
            Subject
            <input
              name="subject"
              required
              maxLength={200}
              defaultValue={`Re: ${inquiry.subject}`}
              className={leadInputClass}
            />
          </label>
          <label className="grid gap-1 text-sm text-stone-700">
            Message
            <textarea name="body" required maxLength={20000} rows={6} className={leadInputClass} />
          </label>
        </LeadForm>
      )}
      <div className="grid gap-3">
        <h3 className="font-semibold text-stone-900">Timeline</h3>
        <ol className="grid gap-3 border-l-2 border-stone-200 pl-4">
          {timeline.map((entry, index) => (
            <li key={index} className="grid gap-1 text-sm">
              <time dateTime={entry.at} className="text-xs text-stone-600">
                {formatSiteTime(entry.at)}
              </time>
              <TimelineItem entry={entry} mailOff={mailOff} inquiry={inquiry} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function TimelineItem({ entry, mailOff, inquiry }: { entry: TimelineEntry; mailOff: boolean; inquiry: Inquiry }) {
  const by = 'author' in entry && entry.author ? <span className="text-stone-600"> · {entry.author}</span> : null;
  switch (entry.type) {
    case 'received':
      return <p className="text-stone-800">Received through the website</p>;
    case 'status':
      return (
        <p className="text-stone-800">
          Status: <strong>{STATUS_LABELS[entry.status]}</strong>
          {entry.body ? ` (${entry.body})` : ''}
          {by}
        </p>
      );
    case 'assignment':
      return (
        <p className="text-stone-800">
          {entry.body ? (
            <>
              Assigned to <strong>{entry.body}</strong>
            </>
          ) : (
            'Unassigned'
          )}
          {by}
        </p>
      );
    case 'note':
      return (
        <div>
          <p className="font-medium text-stone-800">Note{by}</p>
          <p className="whitespace-pre-wrap text-stone-700">{entry.body}</p>
        </div>
      );
    case 'reply': {
      const whatsapp = whatsappNumber(inquiry.phone);
      return (
        <div className="grid gap-1">
          <p className="font-medium text-stone-800">
            Reply sent {REPLY_CHANNEL_LABELS[entry.channel]}
            {by}
          </p>
          <p className="whitespace-pre-wrap text-stone-700">{entry.body}</p>
          {/* The recorded text, ready to send: the way to the apps without JavaScript (the form's links then carry only the greeting). */}
          <p className="flex flex-wrap gap-3 text-xs">
            <a
              href={mailtoLink(inquiry.email, `Re: ${inquiry.subject}`, entry.body)}
              className="text-amber-800 underline"
            >
              Open this text in my mail app
            </a>
            {whatsapp ? (
              <a
                href={whatsappLink(whatsapp, entry.body)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-amber-800 underline"
              >
                Open this text in WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        </div>
      );
    }
    case 'email':
      return (
        // The operator's own replies are open: what was said to the visitor is the point of the timeline.
        <details open={entry.message.purpose === 'reply'}>
          <summary className="cursor-pointer text-stone-800">
            {PURPOSE_LABELS[entry.message.purpose]}: {entry.message.subject}{' '}
            <DeliveryBadge state={entry.message.delivery_state} mailOff={mailOff} />
          </summary>
          <p className="mt-1 text-xs text-stone-600">To {entry.message.to_address}</p>
          {entry.message.last_error ? <p className="text-xs text-red-700">{entry.message.last_error}</p> : null}
          <pre className="mt-1 font-sans whitespace-pre-wrap text-stone-700">{entry.message.text}</pre>
        </details>
      );
  }
}

function nextStatus(status: Inquiry['status']) {
  const index = INQUIRY_STATUSES.indexOf(status);
  return status === 'won' || status === 'lost' ? status : INQUIRY_STATUSES[Math.min(index + 1, 3)]!;
}
