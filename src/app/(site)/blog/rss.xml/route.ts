import { site } from '@/content/site';
import { siteUrl } from '@/content/site-url';
import { getFeedPosts } from '@/server/data/public';

/** XML text and attribute escaping (the five predefined entities). */
function xml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** /blog/rss.xml: RSS 2.0 feed of the newest published posts, advertised from /blog. */
export async function GET() {
  const base = siteUrl();
  const posts = await getFeedPosts(20);
  const items = posts
    .map((post) => {
      const link = `${base}/blog/${post.slug}`;
      return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${new Date(post.published_at ?? post.created_at).toUTCString()}</pubDate>
      <category>${xml(post.category || 'Industry Insights')}</category>
      <description>${xml(post.excerpt)}</description>
      <content:encoded>${xml(post.html)}</content:encoded>
    </item>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(`${site.name} Insights`)}</title>
    <link>${xml(`${base}/blog`)}</link>
    <atom:link href="${xml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xml(site.description)}</description>
    <language>en</language>
${posts[0] ? `    <lastBuildDate>${new Date(posts[0].updated_at).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
