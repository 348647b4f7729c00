import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { bookCallHref } from '@/lib/leads/forms/call';
import { ButtonLink } from '@/components/ui/button-link';
import { CtaBandView } from './cta-band-view';

type Props = {
  title?: string;
  text?: string;
  action?: { label: string; href: string };
  /** The service the page is about: the call form opens with it chosen. */
  service?: string;
};

/** Every page ends with a way to talk to the company: the call (CONTRACT §17b), unless it names another. */
export async function CtaBand({ title, text, action, service }: Props) {
  const t = messagesFor(await currentLocale());
  const { label, href } = action ?? { label: t.common.bookConsultation, href: bookCallHref(service) };
  return (
    <CtaBandView title={title ?? t.cta.title} text={text ?? t.cta.text}>
      <ButtonLink href={href} variant="inverse" size="lg">
        {label}
      </ButtonLink>
    </CtaBandView>
  );
}
