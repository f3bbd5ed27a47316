import { Fragment } from 'react';
import { sectionKinds, type PageData } from '@/lib/page-sections';

/** An editable page's shown sections, in order, each rendered by its kind (server only, no client JS of its own). */
export function PageSections({ page }: { page: PageData }) {
  return page.sections
    .filter((section) => section.shown)
    .map((section, index) => <Fragment key={index}>{sectionKinds[section.kind]?.render(section)}</Fragment>);
}
