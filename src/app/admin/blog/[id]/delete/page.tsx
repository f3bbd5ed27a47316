import type { Metadata } from 'next';
import { AdminDeleteScreen } from '@/components/admin/delete-screen';

export const metadata: Metadata = { title: 'Delete' };

export default function DeletePage({ params }: { params: Promise<{ id: string }> }) {
  return <AdminDeleteScreen kind="blog" params={params} />;
}
