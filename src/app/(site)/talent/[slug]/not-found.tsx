import Link from 'next/link';

export default function TalentNotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="font-display text-5xl">Talent Not Found</h1>
      <p className="mt-4 text-stone-300">We couldn&apos;t find the artist you were looking for. They may have left the roster, or the link may be wrong.</p>
      <Link href="/talent" className="mt-8 inline-block rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950">
        Back to Roster
      </Link>
    </section>
  );
}
