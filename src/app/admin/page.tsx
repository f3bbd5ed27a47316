import Link from 'next/link';
import type { Metadata } from 'next';
import { Inbox } from 'lucide-react';
import { LeadDashboard } from '@/components/admin/lead-dashboard';
import { contentTypes } from '@/lib/content-types';
import { contentIcons } from '@/lib/content-types/icons';
import { requireAdmin } from '@/server/auth/guard';
import { leadScope } from '@/server/inquiries/scope';
import { can } from '@/lib/roles';

// Absolute: the layout's '%s | Admin' template applies to pages below it, not to the page beside it.
export const metadata: Metadata = { title: { absolute: 'Dashboard | Admin' } };

const cards = [
  ...Object.values(contentTypes).map(({ kind, routes, words }) => ({
    path: routes.admin,
    nav: words.nav,
    dashboard: words.dashboard,
    icon: contentIcons[kind],
  })),
  {
    path: '/admin/inquiries',
    nav: 'Inquiries',
    dashboard: 'Read and follow up the messages sent through the site.',
    icon: Inbox,
  },
];

export default function AdminDashboardPage() {
  return <Dashboard />;
}

async function Dashboard() {
  const session = await requireAdmin('/admin', 'content.read');
  const { user } = session;
  const leads = can(user.role, 'leads');
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl font-bold">Welcome, Admin!</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards
          .filter((card) => leads || card.path !== '/admin/inquiries')
          .map(({ path, nav, dashboard, icon: Icon }) => (
            <li key={path}>
              <Link
                href={path}
                className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-amber-500 hover:shadow focus-visible:outline-2 focus-visible:outline-amber-600"
              >
                <Icon aria-hidden className="size-6 text-amber-700" />
                <h2 className="font-semibold">{nav}</h2>
                <p className="text-sm text-stone-600">{dashboard}</p>
              </Link>
            </li>
          ))}
      </ul>
      {leads ? <LeadDashboard scope={leadScope(session)} /> : null}
    </div>
  );
}
