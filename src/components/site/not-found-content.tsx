import { Link } from '@/components/ui/link';
import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { servicesNav } from '@/content/navigation';

export const notFoundMetadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you were looking for has moved or never existed.',
  robots: { index: false, follow: true },
};

/** The 404 message and ways onward (rendered inside the public frame). */
export function NotFoundContent() {
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="glow-stage absolute inset-0 -z-10" />
      <Container className="py-24 sm:py-32">
        <p className="font-display text-8xl font-extrabold text-gold sm:text-9xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 font-display text-4xl font-extrabold tracking-tight sm:text-6xl">This stage is empty.</h1>
        <p className="mt-5 max-w-xl text-lg text-muted">
          The page you were looking for has moved, or never went on. Head back to the main stage, or pick the room you
          came for.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink href="/contact" variant="outline" size="lg">
            Contact Us
          </ButtonLink>
        </div>
        <ul className="mt-12 flex flex-wrap gap-x-6 gap-y-3">
          {servicesNav.map((service) => (
            <li key={service.href}>
              <Link
                href={service.href}
                className="font-semibold text-sand underline decoration-gold underline-offset-4 hover:text-gold"
              >
                {service.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
