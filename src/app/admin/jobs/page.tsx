import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { contentTypes } from '@/lib/content-types';

export const metadata: Metadata = { title: contentTypes.jobs.words.nav };

export default function AdminJobsPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="jobs" searchParams={searchParams} />;
}
