import { siteUrl } from '@/content/site-url';
import { getFeedPosts } from '@/server/data/public';
import { getSiteSettings } from '@/server/data/site-settings';
import { rssFeed } from '@/server/rss';

/** /blog/rss.xml: RSS 2.0 feed of the newest published posts, advertised from /blog. */
export async function GET() {
  return new Response(rssFeed(await getFeedPosts(), siteUrl(), await getSiteSettings()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
