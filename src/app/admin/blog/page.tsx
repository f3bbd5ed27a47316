import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { listPostsForAdmin } from '@/server/repositories/blog-posts';

export const metadata: Metadata = { title: 'Blog Posts' };

export default function AdminBlogPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="blog" searchParams={searchParams} load={listPostsForAdmin} />;
}
