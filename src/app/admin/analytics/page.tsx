import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { BarChart, FunnelChart, TimeChart } from '@/components/admin/analytics/charts';
import { CHANNEL_LABELS } from '@/components/admin/analytics/visit-filters';
import { requireAdmin } from '@/server/auth/guard';
import {
  dashboard,
  parsePeriod,
  RANGE_LABELS,
  RANGES,
  TABLE_TITLES,
  TABLES,
  type FunnelRow,
  type Range,
  type Row,
} from '@/server/analytics/report';

export const metadata: Metadata = { title: 'Audience', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const nf = new Intl.NumberFormat('en');

/**
 * The audience dashboard (docs/decisions/147-first-party-analytics.md): page views counted without
 * cookies, where visits come from, and which channels and campaigns bring inquiries and won leads.
 * Server-rendered: the period is a plain GET form, every chart has its table, every table a CSV.
 */
export default async function AnalyticsPage({ searchParams }: Props) {
  await requireAdmin('/admin/analytics', 'analytics');
  const period = parsePeriod(await searchParams);
  const data = await dashboard(period);
  const csv = (table: string) => `/admin/analytics/export?table=${table}&range=${period.range}`;
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Audience</h1>
          <p className="mt-1 max-w-2xl text-stone-600">
            Page views counted without cookies or personal data (not at all without JavaScript, or with Do Not Track or
            Global Privacy Control). Visitors are counted per day.
          </p>
        </div>
        <form method="get" className="flex items-end gap-2" aria-label="Period">
          <label className="grid gap-1 text-sm font-medium">
            Period
            <select
              name="range"
              defaultValue={period.range}
              className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
            >
              {(Object.keys(RANGES) as Range[]).map((range) => (
                <option key={range} value={range}>
                  {RANGE_LABELS[range]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="min-h-10 rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800"
          >
            Show
          </button>
        </form>
      </header>

      <section aria-labelledby="totals-heading" className="grid gap-4">
        <h2 id="totals-heading" className="font-display text-xl font-semibold">
          {RANGE_LABELS[period.range]} ({period.from === period.to ? period.to : `${period.from} to ${period.to}`})
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure label="Visitors" now={data.current.visitors} before={data.previous.visitors} />
          <Figure label="Page views" now={data.current.views} before={data.previous.views} />
        </dl>
        <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 lg:grid-cols-[2fr_1fr]">
          <div>
            <TimeChart points={data.points} title="Page views and visitors" />
            <p className="mt-2 flex gap-4 text-xs text-stone-700">
              <span>
                <span aria-hidden className="mr-1 inline-block size-3 bg-[#fcd34d] align-middle" />
                Page views
              </span>
              <span>
                <span aria-hidden className="mr-1 inline-block size-3 bg-[#b45309] align-middle" />
                Visitors
              </span>
            </p>
          </div>
          <div
            className="max-h-72 overflow-y-auto"
            tabIndex={0}
            role="region"
            aria-label="Page views and visitors, in numbers"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Page views and visitors over time</caption>
              <thead>
                <tr className="text-stone-600">
                  <th scope="col" className="py-1 font-medium">
                    {period.range === 'day' ? 'Hour (UTC)' : 'Day'}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Views
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Visitors
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.points.map((p) => (
                  <tr key={p.label} className="border-t border-stone-100">
                    <th scope="row" className="py-1 font-normal">
                      {p.label}
                    </th>
                    <td className="py-1 text-right">{nf.format(p.views)}</td>
                    <td className="py-1 text-right">{nf.format(p.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section aria-labelledby="funnel-heading" className="grid gap-4">
        <h2 id="funnel-heading" className="font-display text-xl font-semibold">
          From visit to booking
        </h2>
        <p className="text-sm text-stone-600">
          Visitors, the inquiry, booking and application forms they opened (the first field touched on a page), the
          inquiries their visits sent and the leads won, by the visit&apos;s first touch. Inquiries sent without
          JavaScript or with Do Not Track have no channel and are not in these rows.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          <Funnel title="By channel" rows={data.byChannel} labels={CHANNEL_LABELS} csv={csv('funnel-channels')} />
          <Funnel title="By campaign" rows={data.byCampaign} csv={csv('funnel-campaigns')} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        {TABLES.map((name) => (
          <RankedTable
            key={name}
            title={TABLE_TITLES[name]}
            rows={data.tables[name]}
            csv={csv(name)}
            labels={name === 'channels' ? CHANNEL_LABELS : undefined}
            visitors={name !== 'broken-links'}
          />
        ))}
      </div>
    </div>
  );
}

function Figure({ label, now, before }: { label: string; now: number; before: number }) {
  const change = before === 0 ? null : Math.round(((now - before) / before) * 100);
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold text-stone-900">{nf.format(now)}</dd>
      <dd className="text-sm text-stone-700">
        {change === null
          ? `Previous period: ${nf.format(before)}`
          : `${change >= 0 ? '+' : ''}${change}% on the previous period (${nf.format(before)})`}
      </dd>
    </div>
  );
}

function CsvLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} className="inline-flex items-center gap-1 text-sm font-medium text-amber-800 hover:underline">
      <Download aria-hidden className="size-4" />
      CSV<span className="sr-only"> of {title}</span>
    </a>
  );
}

function RankedTable({
  title,
  rows,
  csv,
  labels,
  visitors,
}: {
  title: string;
  rows: Row[];
  csv: string;
  labels?: Record<string, string>;
  visitors: boolean;
}) {
  const label = (value: string) => labels?.[value] ?? value;
  return (
    <section className="grid content-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-semibold">{title}</h2>
        <CsvLink href={csv} title={title} />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing counted in this period.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <BarChart title={title} bars={rows.map((r) => ({ label: label(r.value), value: r.views }))} />
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-stone-600">
                <th scope="col" className="py-1 font-medium">
                  Value
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Views
                </th>
                {visitors ? (
                  <th scope="col" className="py-1 text-right font-medium">
                    Visitors
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.value} className="border-t border-stone-100">
                  <th scope="row" className="py-1 font-normal break-all">
                    {label(r.value)}
                  </th>
                  <td className="py-1 text-right">{nf.format(r.views)}</td>
                  {visitors ? <td className="py-1 text-right">{nf.format(r.visitors)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Funnel({
  title,
  rows,
  labels,
  csv,
}: {
  title: string;
  rows: FunnelRow[];
  labels?: Record<string, string>;
  csv: string;
}) {
  const shown = rows.filter((r) => r.visitors || r.forms || r.inquiries);
  return (
    <section className="grid content-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-display text-lg font-semibold">{title}</h3>
        <CsvLink href={csv} title={`the funnel ${title.toLowerCase()}`} />
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing counted in this period.</p>
      ) : (
        <>
          <FunnelChart
            title={`Visitors, forms opened, inquiries and won leads ${title.toLowerCase()}`}
            rows={shown.map((r) => ({
              label: labels?.[r.value] ?? r.value,
              stages: [
                { name: 'visitors', value: r.visitors },
                { name: 'forms opened', value: r.forms },
                { name: 'inquiries', value: r.inquiries },
                { name: 'won', value: r.won },
              ],
            }))}
          />
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors, forms opened, inquiries and won leads {title.toLowerCase()}</caption>
            <thead>
              <tr className="text-stone-600">
                <th scope="col" className="py-1 font-medium">
                  {title.replace('By ', '').replace(/^./, (c) => c.toUpperCase())}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visitors
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Forms opened
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Inquiries
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Won
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.value} className="border-t border-stone-100">
                  <th scope="row" className="py-1 font-normal break-all">
                    {labels?.[r.value] ?? r.value}
                  </th>
                  <td className="py-1 text-right">{nf.format(r.visitors)}</td>
                  <td className="py-1 text-right">{nf.format(r.forms)}</td>
                  <td className="py-1 text-right">{nf.format(r.inquiries)}</td>
                  <td className="py-1 text-right">{nf.format(r.won)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
