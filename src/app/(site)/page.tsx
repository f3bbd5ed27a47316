import { site } from '@/content/site';

export default function HomePage() {
  return (
    <section className="p-10">
      <h1 className="font-display text-5xl">{site.name}</h1>
      <p>{site.tagline}</p>
    </section>
  );
}
