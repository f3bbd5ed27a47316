import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata({
  title: 'Inquiry Sent',
  description: "Thank you for reaching out. We'll be in touch soon!",
  path: '/contact/thank-you',
  noindex: true,
});

/** Where forms sent without JavaScript land after a successful submission. */
export default function ThankYouPage() {
  return (
    <Container className="grid max-w-2xl gap-6 py-24 text-center">
      <h1 className="font-display text-4xl font-extrabold text-sand sm:text-5xl">Inquiry Sent! ✨</h1>
      <p role="status" className="text-lg text-muted">
        Thank you for reaching out. We&apos;ll be in touch soon!
      </p>
      <p>
        <Link href="/" className="font-semibold text-gold underline underline-offset-4 hover:text-gold-2">
          Back to the home page
        </Link>
      </p>
    </Container>
  );
}
