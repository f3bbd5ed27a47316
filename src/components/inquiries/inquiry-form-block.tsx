import { Suspense } from 'react';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import { FormToken } from './form-token';
import { InquiryForm } from './inquiry-form';

/** An inquiry form with its per-request token streamed in (the rest of the page stays static). */
export function InquiryFormBlock(props: { kind: InquiryKind; formId: string; target?: string; submitLabel?: string }) {
  return (
    <InquiryForm
      {...props}
      token={
        <Suspense fallback={null}>
          <FormToken formId={props.formId} />
        </Suspense>
      }
    />
  );
}
