'use client';

import { ListError } from '@/components/site/portfolio/list-error';

export default function TalentError({ reset }: { error: Error; reset: () => void }) {
  return <ListError title="Could not fetch talent roster." toastTitle="Error" reset={reset} />;
}
