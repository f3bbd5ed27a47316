'use client';

import { ButtonLink } from '@/components/ui/button';
import { useSiteErrorWords } from './error-words';
import { ErrorStage } from './error-stage';

/**
 * What a visitor sees when a public page fails to render: the site's stage, a retry and a way home.
 * Never the error itself: its message and stack stay in the server log.
 */
export function SiteErrorContent({ retry }: { retry: () => void }) {
  const words = useSiteErrorWords();
  return (
    <ErrorStage
      words={words}
      retry={retry}
      home={
        <ButtonLink href="/" variant="outline" size="lg">
          {words.backHome}
        </ButtonLink>
      }
    />
  );
}
