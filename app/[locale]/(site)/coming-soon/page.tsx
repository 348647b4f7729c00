import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { MarkdownPage } from '@/components/templates/markdown-page';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { ButtonLink } from '@/components/ui/button-link';

// A placeholder for pages still being written: reachable, never a search result (CONTRACT §17b).
export const generateMetadata = () => contentPageMetadata('coming-soon', { noindex: true });

export default async function ComingSoonPage() {
  const t = messagesFor(await currentLocale()).comingSoon;
  return (
    <MarkdownPage slug="coming-soon">
      <ButtonLink href="/">{t.home}</ButtonLink>
      <ButtonLink href="/contact-us" variant="secondary">
        {t.contact}
      </ButtonLink>
    </MarkdownPage>
  );
}
