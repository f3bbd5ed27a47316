import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getT } from '@/server/i18n';

/** Previous / next links for a paginated public list; plain links, so they work without JavaScript. */
export async function Pagination({
  page,
  pageCount,
  hrefOf,
  label,
}: {
  page: number;
  pageCount: number;
  /** The address of another page of the same list (src/lib/list-paths.ts). */
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const t = await getT('Lists');
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link rel="prev" className={buttonClasses({ variant: 'outline', size: 'sm' })} href={hrefOf(page - 1)}>
          {t('previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page, pageCount })}</span>
      {page < pageCount ? (
        <Link rel="next" className={buttonClasses({ variant: 'outline', size: 'sm' })} href={hrefOf(page + 1)}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** A search's `?page=` beyond the last page (an old link, a shrunken list): point back to the first. */
export async function PastTheEnd({ href }: { href: string }) {
  const t = await getT('Lists');
  return (
    <div className="py-20 text-center" role="status">
      <h2 className="font-display text-3xl">{t('pastTheEnd')}</h2>
      <Link href={href} className="mt-4 inline-block underline">
        {t('backToFirst')}
      </Link>
    </div>
  );
}

/** "page 2" in the page's language, for a list's title (listTitle() in src/server/data/list-route.ts). */
export async function listPageLabel() {
  const t = await getT('Lists');
  return (page: number) => t('titlePage', { page });
}
