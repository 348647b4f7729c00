import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { TeamGrid } from '@/components/sections/people';
import { Prose } from '@/components/ui/prose';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getPage } from '@/lib/content/pages';
import { getTeam } from '@/lib/content/team';
import { renderMarkdown } from '@/lib/content/markdown';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('our-team');

export default async function TeamPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'our-team');
  const { html } = await renderMarkdown(page.body, locale);
  const t = messagesFor(locale).team;
  return (
    <WithEntryForm
      id="page"
      form={page.form}
      end={<CtaBand title={t.ctaTitle} action={{ label: t.ctaAction, href: '/career' }} text={t.ctaText} />}
    >
      <ContentHero page={page} label={t.trail} />
      <Section id="people" title={t.title}>
        <TeamGrid members={getTeam(locale)} />
      </Section>
      <Section id="culture" tone="alt" eyebrow={t.hiringEyebrow} title={t.hiringTitle}>
        <Prose html={html} />
      </Section>
    </WithEntryForm>
  );
}
