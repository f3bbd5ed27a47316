import { TalentSearch, talentSearchMetadata } from '@/components/site/talent/talent-list';

/**
 * A search by name, /talent?q=… (the proxy rewrites it here; this path itself redirects back to
 * /talent). Rendered whole per request, without a static shell: a streamed <Suspense> hole only
 * appears with JavaScript, and search must work without it (docs/decisions/005-caching.md).
 */
export const instant = false;
export const generateMetadata = talentSearchMetadata;
export default TalentSearch;
