import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { itemMetadata } from '@/content/metadata';
import { CaseStudyArticle } from '@/components/site/portfolio/case-study-article';
import { UntranslatedItem } from '@/components/site/untranslated';
import { getCaseStudy, getPublicAddresses } from '@/server/data/public';
import { getT } from '@/server/i18n';

type Props = { params: Promise<{ slug: string }> };

/** The newest case studies are prerendered; the rest render on first request and are cached. */
export async function generateStaticParams() {
  const slugs = await getPublicAddresses('case-studies');
  // Under cacheComponents at least one entry is required; an unknown slug simply prerenders a 404.
  return slugs.length ? slugs.slice(0, 50).map(({ slug }) => ({ slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [found, t] = await Promise.all([getCaseStudy(slug), getT('CaseStudy')]);
  if (!found) return { title: t('notFound'), robots: { index: false } };
  const { caseStudy } = found;
  return itemMetadata(caseStudy, {
    title: caseStudy.title,
    description:
      caseStudy.summary || t('metaDescription', { title: caseStudy.title, category: caseStudy.category.toLowerCase() }),
    path: caseStudy.paths.en,
    paths: caseStudy.paths,
    image: caseStudy.hero_image_url || undefined,
    type: 'article',
  });
}

export default async function CaseStudyPage({ params }: Props) {
  // Awaited before anything streams, so an unknown slug answers a real HTTP 404.
  const { slug } = await params;
  const found = await getCaseStudy(slug);
  if (!found) notFound();
  return (
    <UntranslatedItem untranslated={found.caseStudy.untranslated}>
      <CaseStudyArticle caseStudy={found.caseStudy} related={found.related} />
    </UntranslatedItem>
  );
}
