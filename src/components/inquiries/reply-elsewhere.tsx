'use client';

import { useState } from 'react';
import { mailtoLink, whatsappLink } from '@/lib/reply-links';
import { leadInputClass } from '@/components/admin/form-kit';

const link =
  'inline-flex items-center rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50';

/**
 * The reply form while e-mail is off (decision 127): Send reply is disabled and says why, and the
 * text goes out through the operator's own mail app or WhatsApp instead. The links follow what is
 * typed; without JavaScript they carry the subject and the greeting.
 */
export function ReplyElsewhere({
  email,
  whatsapp,
  defaultSubject,
  greeting,
}: {
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
    </section>
  );
}
