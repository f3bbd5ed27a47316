import { leadInputClass } from '@/components/admin/form-kit';
import { CHANNELS } from '@/server/analytics/classify';
import type { InquiryFilter } from '@/server/repositories/inquiries';

export const CHANNEL_LABELS = {
  direct: 'Direct',
  search: 'Search',
  social: 'Social',
  email: 'E-mail',
  paid: 'Paid',
  referral: 'Referral',
} as const;

/** The inbox's filters by where the lead's visit came from (decision 148): its channel and campaign. */
export function VisitFilters({ filter }: { filter: InquiryFilter }) {
  return (
    <>
      {/* Labelled by id, not by wrapping: a wrapped select's name would include every option's text. */}
      <div className="grid gap-1 text-sm text-stone-700">
        <label htmlFor="inbox-channel">Channel</label>
        <select id="inbox-channel" name="channel" defaultValue={filter.channel ?? ''} className={leadInputClass}>
          <option value="">All channels</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 text-sm text-stone-700">
        <label htmlFor="inbox-campaign">Campaign</label>
        <input
          id="inbox-campaign"
          type="text"
          name="campaign"
          defaultValue={filter.campaign ?? ''}
          maxLength={80}
          placeholder="utm_campaign"
          className={leadInputClass}
        />
      </div>
    </>
  );
}
