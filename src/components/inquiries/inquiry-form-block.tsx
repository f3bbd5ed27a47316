import { Suspense } from 'react';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import { getSiteSettings } from '@/server/data/site-settings';
import { currentLocale } from '@/server/i18n';
import { formStrings } from '@/server/inquiries/form-strings';
import { FormToken } from './form-token';
import { InquiryForm } from './inquiry-form';

/**
 * An inquiry form with its per-request token streamed in (the rest of the page stays static), its
 * words in the page's language (decision 161): labels, consent, button and messages as a prop.
 */
export async function InquiryFormBlock(props: { kind: InquiryKind; formId: string; target?: string }) {
  const { name } = await getSiteSettings();
  return (
    <InquiryForm
      {...props}
      strings={formStrings(props.kind, await currentLocale(), name)}
      token={
        <Suspense fallback={null}>
          <FormToken formId={props.formId} />
        </Suspense>
      }
    />
  );
}
