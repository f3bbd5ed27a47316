'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FORM_META } from '@/lib/schemas/inquiries';
import { currentVisit, sendFormOpen } from '@/components/site/visit';

const unchanging = () => () => {};

/**
 * The visit's first touch as two hidden fields of an inquiry form (docs/decisions/148-lead-attribution.md):
 * the address the visit entered by and its referrer, from the page's memory (never a cookie or
 * storage), filled once the page has hydrated. Empty without JavaScript or under Do Not Track / GPC.
 * The first time a visitor focuses or changes a field of the form on this page view, it sends the
 * one `form_open` event the funnel counts (decision 147), after hydration like the page view itself.
 */
export function VisitFields() {
  const visit = useSyncExternalStore(unchanging, currentVisit, () => undefined);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    const opened = () => {
      form.removeEventListener('focusin', opened);
      form.removeEventListener('change', opened);
      sendFormOpen();
    };
    form.addEventListener('focusin', opened);
    form.addEventListener('change', opened);
    return () => {
      form.removeEventListener('focusin', opened);
      form.removeEventListener('change', opened);
    };
  }, []);
  return (
    <>
      <input ref={field} type="hidden" name={FORM_META.visitEntry} value={visit?.entry ?? ''} />
      <input type="hidden" name={FORM_META.visitReferrer} value={visit?.referrer ?? ''} />
    </>
  );
}
