import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { listJobPostingsForAdmin } from '@/server/repositories/job-postings';

export const metadata: Metadata = { title: 'Job Postings' };

export default function AdminJobsPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="jobs" searchParams={searchParams} load={listJobPostingsForAdmin} />;
}
