'use client';

import { ListError } from '@/components/site/portfolio/list-error';

export default function PortfolioError({ reset }: { error: Error; reset: () => void }) {
  return <ListError list="portfolio" reset={reset} />;
}
