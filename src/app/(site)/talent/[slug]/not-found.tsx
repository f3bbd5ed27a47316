import { buttonClasses } from '@/components/ui/button';
import Link from 'next/link';

export default function TalentNotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="font-display text-5xl font-extrabold text-sand">Talent Not Found</h1>
      <p className="mt-4 text-muted">We couldn&apos;t find the artist you were looking for. They may have left the roster, or the link may be wrong.</p>
      <Link href="/talent" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Back to Roster
      </Link>
    </section>
  );
}
