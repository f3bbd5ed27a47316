import { statsFor } from '@/lib/site-settings';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { StatsBand, type Stat } from '@/components/site/stats-band';
import { Section } from '@/components/ui/section';
import { getT } from '@/server/i18n';

/** '1.2M+' → { value: 1.2, decimals: 1, suffix: 'M+' }: the settings keep the claims as written. */
export function toStat(text: string | number, label: string): Stat {
  const match = /^([\d.,]+)(.*)$/.exec(String(text).trim());
  const number = match ? match[1]!.replace(/,/g, '') : '0';
  const decimals = number.includes('.') ? number.split('.')[1]!.length : 0;
  return { value: Number(number), decimals, suffix: match?.[2] ?? '', label };
}

/** The portfolio counters: the stats the site settings show on the portfolio. */
export async function PortfolioStats() {
  const [site, t] = await Promise.all([getLocalSiteSettings(), getT('Portfolio')]);
  const stats = statsFor(site, 'portfolio').map((stat) => toStat(stat.value, stat.label));
  return stats.length ? <StatGrid label={t('statsLabel')} stats={stats} /> : null;
}

export function StatGrid({ label, stats }: { label: string; stats: Stat[] }) {
  return (
    <Section tone="clay" aria-label={label} className="border-y border-line">
      <StatsBand stats={stats} durationMs={3000} className="text-gold [&_dt]:text-sand" />
    </Section>
  );
}
