'use client';

import { ListError } from '@/components/site/portfolio/list-error';

export default function TalentError({ reset }: { error: Error; reset: () => void }) {
  return <ListError list="talent" reset={reset} />;
}
