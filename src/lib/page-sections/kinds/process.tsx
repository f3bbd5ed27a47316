import { ProcessSteps } from '@/components/site/services/blocks';
import { defineKind } from '../define';
import { line, optionalLine, prose, tone, TONE_OPTIONS } from '../fields';

type Step = { title: string; duration: string; description: string };
type Process = {
  kind: 'process';
  shown: boolean;
  eyebrow: string;
  title: string;
  tone: (typeof TONE_OPTIONS)[number]['value'];
  steps: Step[];
};

/** Numbered steps on a rail: a title, an optional duration and a sentence each. */
export const process = defineKind<Process>({
  kind: 'process',
  label: 'Process steps',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120), tone: tone() },
  lists: {
    steps: {
      title: 'Steps',
      noun: 'Step',
      min: 1,
      max: 6,
      fields: { title: line('Title', 80), duration: optionalLine('Duration', 40), description: prose('Text', 400, 2) },
    },
  },
  initial: {
    eyebrow: 'How It Works',
    title: 'Our Process',
    tone: 'ink',
    steps: [{ title: 'First step', duration: '', description: 'What happens.' }],
  },
  render: (section) => (
    <ProcessSteps
      id="process-title"
      eyebrow={section.eyebrow}
      title={section.title}
      tone={section.tone}
      steps={section.steps.map((step) => ({ ...step, duration: step.duration || undefined }))}
    />
  ),
});
