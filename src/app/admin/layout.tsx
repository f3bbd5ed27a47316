import type { Metadata } from 'next';
import { ExternalLink, Menu, X } from 'lucide-react';
import { AdminEmail, AdminNavForSession } from '@/components/admin/admin-email';
import { AdminFlash } from '@/components/admin/admin-flash';
import { AdminLogo } from '@/components/admin/logo';
import { MailOffBanner } from '@/components/admin/mail-off-banner';
import { SignOutButton } from '@/components/admin/sidebar';
import { Toaster } from '@/components/ui/toast';
import { RootDocument, rootViewport } from '../root-document';

/*
 * The admin renders on the server before anything is sent (a blocking route), never as a static
 * shell with the session-dependent parts streamed behind <Suspense>: a browser without JavaScript
 * never reveals streamed parts, and the admin must work without it (decision 110).
 */
export const instant = false;

/** The phone menu: the sidebar's content as a popover below the md breakpoint, the sidebar itself from it up. */
const MENU_ID = 'admin-menu';

export const viewport = rootViewport;

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
};

/**
 * The admin shell, a root layout of its own (decision 160). It does not guard by itself (a layout does not re-run on client navigation):
 * every page calls requireAdmin() and every action assertAdmin(), each with the permission it needs.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument lang="en">
      <div data-admin-shell className="min-h-dvh bg-stone-100 text-stone-900 md:flex">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <aside className="border-b print:hidden border-stone-200 bg-white md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col md:gap-4 md:border-r md:border-b-0 md:p-4">
          <div className="flex items-center justify-between gap-3 px-4 py-3 md:p-0">
            <AdminLogo className="text-xl text-stone-900" />
            {/* A phone has no room for the sidebar: its content opens from this button, a native
              popover, so it works before and without JavaScript. */}
            <button
              type="button"
              popoverTarget={MENU_ID}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600 md:hidden"
            >
              <Menu aria-hidden className="size-5" />
              Menu
            </button>
          </div>
          <div
            id={MENU_ID}
            popover="auto"
            className="inset-y-0 right-0 left-auto m-0 hidden h-dvh max-h-none w-[min(20rem,100vw)] flex-col gap-4 overflow-y-auto border-0 bg-white p-4 text-stone-900 shadow-2xl backdrop:bg-stone-950/40 open:flex md:static md:flex md:h-auto md:min-h-0 md:w-auto md:flex-1 md:overflow-y-auto md:p-0 md:shadow-none"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wider text-stone-500 uppercase">Admin</p>
                <p className="truncate text-sm text-stone-700" data-testid="admin-email">
                  <AdminEmail />
                </p>
              </div>
              <button
                type="button"
                popoverTarget={MENU_ID}
                popoverTargetAction="hide"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-600 md:hidden"
              >
                <X aria-hidden className="size-5" />
                <span className="sr-only">Close menu</span>
              </button>
            </div>
            <AdminNavForSession menuId={MENU_ID} />
            <SignOutButton />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex items-center print:hidden justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3 md:px-8">
            <p className="font-display text-lg font-semibold">Admin Dashboard</p>
            <a
              href="/"
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              View Live Site
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </header>
          <MailOffBanner />
          <main id="admin-main" className="flex-1 p-4 md:p-8">
            <AdminFlash />
            {children}
          </main>
        </div>
        <Toaster placement="top" />
      </div>
    </RootDocument>
  );
}
