import { SiteFooter } from '@/components/site/footer';
import { SiteHeader } from '@/components/site/header';
import { Toaster } from '@/components/ui/toast';

/** Every public route sits inside this header and footer (including the 404 page). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-gold px-5 py-3 font-semibold text-ink transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
