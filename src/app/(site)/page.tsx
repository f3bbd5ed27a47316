import { site } from '@/content/site';
import { FeaturedWork } from '@/components/site/featured-work';
import { LatestInsights } from '@/components/site/latest-insights';

export default function HomePage() {
  return (
    <section className="p-10">
      <h1 className="font-display text-5xl">{site.name}</h1>
      <p>{site.tagline}</p>
      <h2>Featured Work</h2>
      <FeaturedWork />
      <h2>Latest Insights</h2>
      <LatestInsights />
    </section>
  );
}
