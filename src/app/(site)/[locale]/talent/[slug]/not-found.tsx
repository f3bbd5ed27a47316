import { MissingContent } from '@/components/site/missing-content';
import { missingWords } from '@/content/missing';

/**
 * notFound() from the profile page: only when the talent disappeared between the proxy's check and
 * the render. Unknown slugs are answered by /missing/talent through src/proxy.ts.
 */
export default function TalentNotFound() {
  return <MissingContent words={missingWords('talent', false)} />;
}
