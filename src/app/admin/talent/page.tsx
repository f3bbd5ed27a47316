import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { contentTypes } from '@/lib/content-types';

export const metadata: Metadata = { title: contentTypes.talent.words.nav };

export default function AdminTalentPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminListScreen kind="talent" searchParams={searchParams} />;
}
