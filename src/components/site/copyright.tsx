import { cacheLife } from 'next/cache';
import { getSiteSettings } from '@/server/data/site-settings';
import { getT } from '@/server/i18n';

/**
 * The current year without making every public page dynamic: read inside a cached function that
 * refreshes daily, so the prerendered pages carry it and regenerate in the background at most a day
 * after New Year (docs/decisions/010-copyright-year.md).
 */
async function currentYear() {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

export async function Copyright() {
  const [year, { name, holdingCompany }, t] = await Promise.all([currentYear(), getSiteSettings(), getT('Footer')]);
  return <p>{t('copyright', { year: String(year), name, holdingCompany })}</p>;
}
