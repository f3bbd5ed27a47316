import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { listCaseStudiesForAdmin } from '@/server/repositories/case-studies';

export const metadata: Metadata = { title: 'Case Studies' };

export default function AdminCaseStudiesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="case-studies" searchParams={searchParams} load={listCaseStudiesForAdmin} />;
}
