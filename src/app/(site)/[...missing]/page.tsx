import { notFound } from 'next/navigation';

type Props = { params: Promise<{ missing: string[] }> };

/** Cache Components needs at least one entry; every other path renders on request. */
export function generateStaticParams() {
  return [{ missing: ['404'] }];
}

/**
 * Any path no other route claims lands here so it renders inside the public layout. The params are
 * awaited and notFound() runs before anything streams, so the response is a full 404 page with
 * HTTP status 404.
 */
export default async function MissingPage({ params }: Props) {
  await params;
  notFound();
}
