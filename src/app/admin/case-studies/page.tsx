import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { contentTypes } from '@/lib/content-types';

export const metadata: Metadata = { title: contentTypes['case-studies'].words.nav };

export default function AdminCaseStudiesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="case-studies" searchParams={searchParams} />;
}
