import { cacheLife } from 'next/cache';
import { getSiteSettings } from '@/server/data/site-settings';

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
  const [year, { name, holdingCompany }] = await Promise.all([currentYear(), getSiteSettings()]);
  return (
    <p>
      © {year} {name}. A subsidiary of {holdingCompany}. All rights reserved.
    </p>
  );
}
