import Link from 'next/link';
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
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-50">Inquiry Sent! ✨</h1>
      <p role="status" className="text-lg text-stone-300">
        Thank you for reaching out. We&apos;ll be in touch soon!
      </p>
      <p>
        <Link href="/" className="text-amber-300 underline underline-offset-4 hover:text-amber-200">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
