import { formText } from '@/components/forms/form-text';
import { BriefForm } from '@/components/forms/brief-form';
import { Prose } from '@/components/ui/prose';
import { Steps } from '@/components/sections/steps';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { StaticPart } from '@/components/client/static-part';
import { getPage } from '@/lib/content/pages';
import { getTechnologies } from '@/lib/content/technologies';
import { budgetBands } from '@/lib/content/pricing';
import { renderMarkdown } from '@/lib/content/markdown';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { currentLocale } from '@/lib/i18n/current';
import { BRIEF_GOALS, BRIEF_STAGES, BRIEF_TIMELINES } from '@/lib/leads/forms/brief';
import styles from '@/components/sections/content.module.css';

/** `/start-a-project`: the brief in its own home, what happens to it, and the call it leads to. */
export async function StartProjectPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'start-a-project');
  const { html } = await renderMarkdown(page.body, locale);
  const t = messagesFor(locale);
  const words = t.forms.brief;
  const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
    keys.map((value) => ({ value, label: labels[value] }));
  return (
    <>
      <StaticPart id="page-intro">
        <ContentHero page={page} label={words.label} />
      </StaticPart>
      <Section id="form" title={words.label}>
        <div className={styles.formPanel}>
          <BriefForm
            text={formText(locale, 'brief')}
            goals={options(BRIEF_GOALS, words.goals)}
            stages={options(BRIEF_STAGES, words.stages)}
            timelines={options(BRIEF_TIMELINES, words.timelines)}
            budgets={budgetBands(locale)}
            technologies={getTechnologies(locale).map((technology) => ({
              value: technology.slug,
              label: technology.name,
            }))}
            pricing={localePath(locale, '/pricing')}
            booking={localePath(locale, '/book-a-call')}
          />
        </div>
      </Section>
      <StaticPart id="page">
        <Section id="next" tone="alt" eyebrow={t.contact.nextEyebrow} title={t.contact.nextTitle}>
          <Steps steps={page.steps} />
        </Section>
        <Section id="details">
          <Prose html={html} />
        </Section>
      </StaticPart>
    </>
  );
}
