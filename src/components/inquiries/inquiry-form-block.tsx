import { Suspense } from 'react';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import { getSiteSettings } from '@/server/data/site-settings';
import { FormToken } from './form-token';
import { InquiryForm } from './inquiry-form';

/** An inquiry form with its per-request token streamed in (the rest of the page stays static). */
export async function InquiryFormBlock(props: {
  kind: InquiryKind;
  formId: string;
  target?: string;
  submitLabel?: string;
}) {
  const { name } = await getSiteSettings();
  return (
    <InquiryForm
      {...props}
      agency={name}
      token={
        <Suspense fallback={null}>
          <FormToken formId={props.formId} />
        </Suspense>
      }
    />
  );
}
