import { Testimonial } from '@/components/site/services/blocks';
import { defineKind } from '../define';
import { line, prose } from '../fields';

type Quote = { kind: 'testimonial'; shown: boolean; quote: string; author: string; role: string };

/** A client's words, large, with who said them. */
export const testimonial = defineKind<Quote>({
  kind: 'testimonial',
  label: 'Testimonial',
  fields: { quote: prose('Quote', 600, 3), author: line('Who said it', 80), role: line('Their role', 120) },
  lists: {},
  initial: { quote: 'What a client said.', author: 'Name', role: 'Role, Company' },
  render: (section) => <Testimonial quote={section.quote} author={section.author} role={section.role} />,
});
