import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { MissingWords } from '@/content/missing';
import { getT } from '@/server/i18n';
import { ToastOnArrival } from './toast-on-arrival';

/** The not-found (or closed) message for one kind of detail page, with the way back to its list. */
export async function MissingContent({ words }: { words: MissingWords }) {
  const { title, text, back, toast } = words;
  const t = await getT('Missing');
  return (
    <Container className="max-w-2xl py-24 text-center sm:py-32">
      {toast ? <ToastOnArrival {...toast} variant="destructive" /> : null}
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-sand sm:text-6xl">{title}</h1>
      <p className="mt-5 text-lg text-muted">{text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink href={back.href} size="lg">
          {back.label}
        </ButtonLink>
        <ButtonLink href="/" variant="outline" size="lg">
          {t('backHome')}
        </ButtonLink>
      </div>
    </Container>
  );
}
