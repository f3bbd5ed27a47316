import type { ReactNode } from 'react';
import { getT } from '@/server/i18n';

/**
 * An item shown in English on a page in another language (decision 162): a short notice in the
 * page's language, then the item marked `lang="en"` so screen readers and browsers read it as English.
 * A translated item (or an English page) renders as it is.
 */
export async function UntranslatedItem({ untranslated, children }: { untranslated: boolean; children: ReactNode }) {
  if (!untranslated) return children;
  const t = await getT('Language');
  return (
    <>
      <p role="note" className="mx-auto max-w-7xl px-5 pt-6 text-sm text-muted sm:px-8" data-untranslated-notice="">
        {t('untranslatedNotice')}
      </p>
      <div lang="en">{children}</div>
    </>
  );
}
