import { notFound } from 'next/navigation';

/**
 * Any path no other route claims lands here so it renders inside the public layout; notFound()
 * runs before anything streams, so the response status is a real 404.
 */
export default function MissingPage() {
  notFound();
}
