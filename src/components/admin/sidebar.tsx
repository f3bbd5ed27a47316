'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  ChartColumn,
  FileText,
  Images,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LogOut,
  ScrollText,
  Users,
  Settings,
  ShieldAlert,
  UserSearch,
  Waypoints,
} from 'lucide-react';
import { contentTypes } from '@/lib/content-types';
import { contentIcons } from '@/lib/content-types/icons';
import { can, type Permission, type Role } from '@/lib/roles';
import { signOutAction } from '@/server/actions/admin/auth';

/** Each link with the permission its page requires (the page checks it; the list only leaves out what would answer 403). */
const links: { href: string; label: string; icon: typeof Inbox; needs: Permission }[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, needs: 'content.read' },
  ...Object.values(contentTypes).map(({ kind, routes, words }) => ({
    href: routes.admin,
    label: words.nav,
    icon: contentIcons[kind],
    needs: 'content.read' as const,
  })),
  { href: '/admin/pages', label: 'Pages', icon: FileText, needs: 'content.read' },
  { href: '/admin/media', label: 'Media', icon: Images, needs: 'content.read' },
  { href: '/admin/redirects', label: 'Redirects', icon: Waypoints, needs: 'content.read' },
  { href: '/admin/analytics', label: 'Audience', icon: ChartColumn, needs: 'analytics' },
  { href: '/admin/settings', label: 'Settings', icon: Settings, needs: 'settings' },
  { href: '/admin/inquiries', label: 'Inquiries', icon: Inbox, needs: 'leads' },
  { href: '/admin/inquiries/spam', label: 'Spam', icon: ShieldAlert, needs: 'leads' },
  { href: '/admin/inquiries/personal-data', label: 'Personal data', icon: UserSearch, needs: 'personal-data' },
  { href: '/admin/accounts', label: 'Team', icon: Users, needs: 'accounts' },
  { href: '/admin/audit', label: 'Audit log', icon: ScrollText, needs: 'accounts' },
  { href: '/admin/account', label: 'Account', icon: KeyRound, needs: 'own-account' },
];

/**
 * The admin's links. `menuId` names the phone menu around them (a `popover` in the admin layout): a
 * link followed inside it navigates without a page load, so the menu is closed then. (Without
 * JavaScript every link loads a page, which starts with the menu closed.)
 */
export function AdminNav({ menuId, role }: { menuId: string; role: Role | null }) {
  const pathname = usePathname();
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [menuId, pathname]);
  return <AdminNavLinks pathname={pathname} role={role} />;
}

/** The links the account's role may open, with the current one marked. */
function AdminNavLinks({ pathname, role }: { pathname: string; role: Role | null }) {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1 md:flex-1">
      {links
        .filter(({ needs }) => role !== null && can(role, needs))
        .map(({ href, label, icon: Icon }) => {
          const active = href === activeHref(pathname);
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-base font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-amber-600 md:min-h-0 md:text-sm ${
                active ? 'bg-amber-100 text-amber-900' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
              }`}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          );
        })}
    </nav>
  );
}

/** The link for this path: the longest one it lies under (/admin/inquiries/spam is not Inquiries). */
function activeHref(pathname: string) {
  return links
    .map(({ href }) => href)
    .filter((href) =>
      href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
}

export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <button
        type="submit"
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-base font-medium text-stone-700 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-amber-600 md:min-h-0 md:text-sm"
      >
        <LogOut aria-hidden className="size-4" />
        Sign Out
      </button>
    </form>
  );
}
