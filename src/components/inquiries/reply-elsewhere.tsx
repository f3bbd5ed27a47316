'use client';

import { useState } from 'react';
import { LeadForm } from '@/components/inquiries/lead-form';
import { mailtoLink, whatsappLink } from '@/lib/reply-links';
import { recordReplyAction } from '@/server/actions/admin/inbox';
import { leadInputClass } from '@/components/admin/form-kit';

const link =
  'inline-flex items-center rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50';

/**
 * The reply form while e-mail is off (decision 127): Send reply is disabled and says why, and the
 * text goes out through the operator's own mail app or WhatsApp instead. The links follow what is
 * typed; without JavaScript they carry the subject and the greeting. Once sent, "Record in
 * timeline" keeps the text on the lead (decision 130); the recorded entry offers the same links
 * with the text, which is the way out without JavaScript: write, record, then open.
 */
export function ReplyElsewhere({
  id,
  email,
  whatsapp,
  defaultSubject,
  greeting,
}: {
  id: number;
  email: string;
  whatsapp: string | undefined;
  defaultSubject: string;
  greeting: string;
}) {
  const [subject, setSubject] = useState(defaultSubject);
  const [body, setBody] = useState(greeting);
  return (
    <section aria-labelledby="reply-heading" className="grid gap-3">
      <h3 id="reply-heading" className="font-semibold text-stone-900">
        Reply to the visitor
      </h3>
      <p id="reply-off-reason" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        E-mail is not set up, so this site cannot send your reply. Write it here and send it from your own mail app
        {whatsapp ? ' or WhatsApp' : ''}: the recipient, subject and text are filled in.
      </p>
      <LeadForm
        action={recordReplyAction}
        submit="Record in timeline"
        pendingLabel="Recording..."
        label="Record the reply"
        onSuccess={() => {
          setSubject(defaultSubject);
          setBody(greeting);
        }}
      >
        <input type="hidden" name="id" value={id} />
        <label className="grid gap-1 text-sm text-stone-700">
          Subject
          <input
            name="subject"
            maxLength={200}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            className={leadInputClass}
          />
        </label>
        <label className="grid gap-1 text-sm text-stone-700">
          Message
          <textarea
            name="body"
            maxLength={20000}
            rows={6}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={leadInputClass}
          />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled
            aria-describedby="reply-off-reason"
            className="rounded-lg bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white opacity-50"
          >
            Send reply
          </button>
          <a href={mailtoLink(email, subject, body)} className={link}>
            Open in my mail app
          </a>
          {whatsapp ? (
            <a href={whatsappLink(whatsapp, body)} target="_blank" rel="noopener noreferrer" className={link}>
              Open in WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {whatsapp ? null : (
          <p className="text-xs text-stone-600">
            No WhatsApp link: the visitor gave no phone number with its country code (such as +27 or +254).
          </p>
        )}
        <p className="text-sm text-stone-600">Sent it? Record it in the timeline, so this lead shows what you said.</p>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          <legend className="float-left mr-2 font-medium">Sent with</legend>
          <label className="flex min-h-6 items-center gap-2">
            <input type="radio" name="channel" value="mail-app" defaultChecked className="size-4 accent-amber-700" />
            My mail app
          </label>
          {whatsapp ? (
            <label className="flex min-h-6 items-center gap-2">
              <input type="radio" name="channel" value="whatsapp" className="size-4 accent-amber-700" />
              WhatsApp
            </label>
          ) : null}
        </fieldset>
      </LeadForm>
    </section>
  );
}
