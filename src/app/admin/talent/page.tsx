import type { Metadata } from 'next';
import { AdminListScreen, type AdminSearchParams } from '@/components/admin/list-screen';
import { listTalent } from '@/server/repositories/talent';

export const metadata: Metadata = { title: 'Talent Roster' };

export default function AdminTalentPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminListScreen
      kind="talent"
      searchParams={searchParams}
      load={({ q, ...request }) => listTalent({ q }, request)}
    />
  );
}
