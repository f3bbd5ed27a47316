import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

/** Previous / next links for a paginated public list; plain links, so they work without JavaScript. */
export function Pagination({
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
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link rel="prev" className={buttonClasses({ variant: 'outline', size: 'sm' })} href={hrefOf(page - 1)}>
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link rel="next" className={buttonClasses({ variant: 'outline', size: 'sm' })} href={hrefOf(page + 1)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** A search's `?page=` beyond the last page (an old link, a shrunken list): point back to the first. */
export function PastTheEnd({ href }: { href: string }) {
  return (
    <div className="py-20 text-center" role="status">
      <h2 className="font-display text-3xl">There is nothing on this page.</h2>
      <Link href={href} className="mt-4 inline-block underline">
        Back to the first page
      </Link>
    </div>
  );
}
