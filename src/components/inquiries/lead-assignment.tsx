import { LeadForm } from '@/components/inquiries/lead-form';
import { leadInputClass } from '@/components/admin/form-kit';
import { assignLeadAction } from '@/server/actions/admin/inbox';
import type { Inquiry } from '@/server/repositories/inquiries';

/**
 * The lead's office and who works it (docs/decisions/143-lead-offices-and-assignment.md): a plain
 * form (works without JavaScript) listing the accounts that may take this office's leads. Its own
 * block on the lead screen, so other additions to the screen merge beside it.
 */
export function LeadAssignment({
  inquiry,
  accounts,
}: {
  inquiry: Pick<Inquiry, 'id' | 'office' | 'assigned_to' | 'spam_reason'>;
  accounts: { id: number; email: string }[];
}) {
  const current = accounts.find((account) => account.id === inquiry.assigned_to);
  return (
    <section
      aria-labelledby="assignment-heading"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="assignment-heading" className="font-semibold text-stone-900">
        Office: {inquiry.office || 'none'}
        <span className="ml-3 font-normal text-stone-700">
          Assigned to: <strong>{current?.email ?? 'nobody'}</strong>
        </span>
      </h2>
      {inquiry.spam_reason ? null : (
        <LeadForm
          action={assignLeadAction}
          submit="Assign"
          pendingLabel="Saving..."
          label="Assign the lead"
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="id" value={inquiry.id} />
          <label className="grid gap-1 text-sm text-stone-700">
            Assign to
            <select name="assignee" defaultValue={inquiry.assigned_to ?? ''} className={leadInputClass}>
              <option value="">Nobody</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.email}
                </option>
              ))}
            </select>
          </label>
        </LeadForm>
      )}
    </section>
  );
}
