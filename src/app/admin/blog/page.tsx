import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { contentTypes } from '@/lib/content-types';

export const metadata: Metadata = { title: contentTypes.blog.words.nav };

export default function AdminBlogPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="blog" searchParams={searchParams} />;
}
