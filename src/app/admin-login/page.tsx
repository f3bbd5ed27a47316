import type { Metadata } from 'next';
import { AdminLogo } from '@/components/admin/logo';
import { LoginForm } from '@/components/admin/login-form';
import { Toaster } from '@/components/ui/toast';

export const metadata: Metadata = {
  title: 'Admin Access',
  robots: { index: false, follow: false },
};

/**
 * Static on purpose: the form is in the prerendered shell, so it works without JavaScript
 * (the server action re-renders this page with the result). `next` travels in a hidden field
 * filled in the browser, with the Referer as the fallback (docs/decisions/020-admin-sign-in.md).
 */
export default function AdminLoginPage() {
  return (
    <main data-admin-shell className="flex min-h-dvh items-center justify-center bg-stone-100 p-4 text-stone-900">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-8 shadow-lg">
        <div className="flex flex-col items-center gap-3 text-center">
          <AdminLogo className="text-2xl" />
          <h1 className="font-display text-2xl font-bold">Admin Access</h1>
        </div>
        <LoginForm />
      </div>
      <Toaster placement="top" />
    </main>
  );
}
