import type { Metadata } from 'next';
import Link from 'next/link';
import { LeadForm } from '@/components/inquiries/lead-form';
import { personalDataForm } from '@/lib/schemas/leads';
import { requireAdmin } from '@/server/auth/guard';
import { eraseAction } from '@/server/actions/admin/inbox';
import { personalData } from '@/server/repositories/leads';
import { attachmentPath } from '@/lib/inquiry-files';
import { leadInputClass } from '@/components/admin/form-kit';

export const metadata: Metadata = { title: 'Personal data', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function PersonalDataPage({ searchParams }: Props) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <Link href="/admin/inquiries" className="text-sm text-amber-800 hover:underline">
        ← All inquiries
      </Link>
      <h1 className="font-display text-3xl font-bold text-stone-900">Personal data</h1>
      <p className="text-sm text-stone-600">
        Find everything held about an e-mail address (inquiries, notes, e-mails, spam), export it for the person who
        asked, or erase it for good.
      </p>
      <Lookup searchParams={searchParams} />
    </div>
  );
}

const ROW_LABELS = {
  inquiries: 'Inquiry',
  inquiry_events: 'Timeline entry',
  mail_messages: 'E-mail',
  inquiry_attachments: 'File',
} as const;

async function Lookup({ searchParams }: Props) {
  await requireAdmin('/admin/inquiries/personal-data', 'personal-data');
  const raw = (await searchParams).email;
  const asked = Array.isArray(raw) ? raw[0] : raw;
  const parsed = asked === undefined ? undefined : personalDataForm.safeParse({ email: asked });
  const email = parsed?.success ? parsed.data.email : undefined;
  const held = email ? await personalData(email) : undefined;
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  return (
    <>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Find personal data">
        <label className="grid gap-1 text-sm text-stone-700">
          E-mail address
          <input
            type="email"
            name="email"
            required
            maxLength={254}
            defaultValue={asked ?? ''}
            className={leadInputClass}
          />
        </label>
        <button
          type="submit"
          className="rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
        >
          Find
        </button>
      </form>
      {parsed && !parsed.success ? (
        <p role="alert" className="text-sm text-red-800">
          Enter an e-mail address.
        </p>
      ) : null}
      {held ? (
        <section aria-labelledby="held-heading" className="grid gap-4">
          <h2 id="held-heading" className="text-xl font-semibold text-stone-900">
            Held about {held.email}
          </h2>
          <ul className="list-disc pl-5 text-sm text-stone-800">
            <li>
              {held.inquiries.length} inquir{held.inquiries.length === 1 ? 'y' : 'ies'}
              {held.inquiries.length ? ': ' : ''}
              {held.inquiries.map((inquiry, index) => (
                <span key={inquiry.id}>
                  {index ? ', ' : ''}
                  <Link href={`/admin/inquiries/${inquiry.id}`} className="text-amber-800 underline">
                    #{inquiry.id} {inquiry.subject}
                  </Link>
                  {inquiry.spam_reason ? ' (spam)' : ''}
                </span>
              ))}
            </li>
            <li>
              {held.events.length} timeline entr{held.events.length === 1 ? 'y' : 'ies'} (status changes and notes)
            </li>
            <li>
              {held.messages.length} e-mail{held.messages.length === 1 ? '' : 's'} (sent or waiting in the outbox)
            </li>
            <li>
              {held.attachments.length} file{held.attachments.length === 1 ? '' : 's'} sent with the inquiries
              {held.attachments.length ? ' (listed in the export; download each to hand it over): ' : ''}
              {held.attachments.map((file, index) => (
                <span key={file.id}>
                  {index ? ', ' : ''}
                  <a href={attachmentPath(file)} className="text-amber-800 underline">
                    {file.file_name}
                  </a>
                </span>
              ))}
            </li>
          </ul>
          {held.matches.length ? (
            <table className="w-full text-left text-sm text-stone-800">
              <caption className="mb-2 text-left text-stone-600">
                Every row found, and where it holds {held.email}. Check that each one is this person’s before exporting
                or erasing.
              </caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Row
                  </th>
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Found in
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Address matched
                  </th>
                </tr>
              </thead>
              <tbody>
                {held.matches.map((match) => (
                  <tr key={`${match.table}-${match.id}-${match.where}`} className="border-b border-stone-200">
                    <td className="py-1 pr-3">
                      {match.table === 'inquiries' ? (
                        <Link href={`/admin/inquiries/${match.id}`} className="text-amber-800 underline">
                          {ROW_LABELS[match.table]} #{match.id}
                        </Link>
                      ) : (
                        `${ROW_LABELS[match.table]} #${match.id}`
                      )}
                    </td>
                    <td className="py-1 pr-3">{match.where}</td>
                    <td className="py-1 break-all">{match.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <p className="flex flex-wrap gap-3 text-sm">
            <a
              href={`/admin/inquiries/personal-data/export${query}&format=html`}
              target="_blank"
              rel="noopener"
              className="rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-50"
            >
              Readable report (to print or save as PDF)<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a
              href={`/admin/inquiries/personal-data/export${query}&format=html&download=1`}
              className="rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-50"
              download
            >
              Download report (HTML)
            </a>
            <a
              href={`/admin/inquiries/personal-data/export${query}&format=json`}
              className="rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-50"
              download
            >
              Export JSON
            </a>
            <a
              href={`/admin/inquiries/personal-data/export${query}&format=csv`}
              className="rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-50"
              download
            >
              Export CSV
            </a>
          </p>
          <LeadForm
            action={eraseAction}
            submit="Erase everything"
            pendingLabel="Erasing..."
            tone="danger"
            label="Erase personal data"
            className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
          >
            <input type="hidden" name="email" value={held.email} />
            <p className="text-sm text-red-900">
              Erasing deletes every row listed above, including e-mails still waiting in the outbox. It cannot be
              undone.
            </p>
            <label className="grid gap-1 text-sm text-stone-800">
              Type the address again to confirm
              <input name="confirm" required maxLength={254} autoComplete="off" className={leadInputClass} />
            </label>
          </LeadForm>
        </section>
      ) : null}
    </>
  );
}
