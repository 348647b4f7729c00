import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { formText } from '@/components/forms/form-text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChecklistGate } from '@/components/forms/checklist-gate';
import { JsonLd } from '@/components/ui/json-ld';
import { Prose } from '@/components/ui/prose';
import { searchBody } from '@/lib/search/marks';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { getAllChecklists, getChecklistBySlug } from '@/lib/content/checklists';
import { renderMarkdown } from '@/lib/content/markdown';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import styles from '@/components/sections/checklist.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';
import { PublicationNotice } from '@/components/sections/publication-notice';
import { TranslationNotice } from '@/components/sections/translation-notice';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** How many items of each section the page previews; the rest is in the PDF. */
const PREVIEW_ITEMS = 2;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getAllChecklists(locale).map((checklist) => ({ slug: checklist.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const checklist = getChecklistBySlug(locale, (await params).slug);
  if (!checklist) return {};
  return pageMetadata({
    path: checklist.href,
    versions: versionsWhere((version) => getChecklistBySlug(version, checklist.slug)),
    title: checklist.title,
    description: checklist.description,
    kind: 'checklist',
    eyebrow: format(messagesFor(locale).checklistPage.cardEyebrow, { items: checklist.itemCount }),
  });
}

export default async function ChecklistPage({ params }: Props) {
  const locale = await currentLocale();
  const checklist = getChecklistBySlug(locale, (await params).slug);
  if (!checklist) notFound();
  const { html } = await renderMarkdown(checklist.body, locale);
  const t = messagesFor(locale).checklistPage;
  return (
    <>
      <StaticPart id="page">
        <JsonLd data={breadcrumbList([{ label: checklist.title, href: checklist.href }], locale)} />
        <PublicationNotice entry={checklist} locale={locale} />
        <TranslationNotice entry={checklist} locale={locale} />
        <section className={styles.hero} aria-labelledby="checklist-title">
          <div className={`container ${styles.heroInner}`}>
            <div>
              <p className={styles.eyebrow}>
                {format(t.eyebrow, { items: checklist.itemCount, pages: checklist.pages })}
              </p>
              <h1 id="checklist-title">{checklist.title}</h1>
              <p className={styles.lead}>{checklist.description}</p>
              <p className={styles.audience}>
                <strong>{t.for}</strong> {checklist.audience}
              </p>
            </div>
            <div className={styles.card}>
              <h2>{t.outcomes}</h2>
              <ul className={styles.outcomes} {...searchBody}>
                {checklist.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="covers-title">
          <div className="container">
            <h2 id="covers-title">{t.covers}</h2>
            <Prose html={html} {...searchBody} />
          </div>
        </section>
        <section className={`${styles.section} ${styles.alt}`} aria-labelledby="preview-title">
          <div className="container">
            <h2 id="preview-title">{t.preview}</h2>
            <div className={styles.preview} {...searchBody}>
              {checklist.sections.map((section) => (
                <div key={section.title} className={styles.previewSection}>
                  <h3>{section.title}</h3>
                  <ul>
                    {section.items.slice(0, PREVIEW_ITEMS).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  {section.items.length > PREVIEW_ITEMS && (
                    <p className={styles.more}>{format(t.more, { count: section.items.length - PREVIEW_ITEMS })}</p>
                  )}
                </div>
              ))}
            </div>
          </div>
        </section>
      </StaticPart>
      <section className={styles.section} aria-labelledby="download-title" id="form">
        <div className="container">
          <div className={styles.download}>
            <h2 id="download-title">{t.download}</h2>
            <p>{format(t.downloadText, { pages: checklist.pages, items: checklist.itemCount })}</p>
            <ChecklistGate slug={checklist.slug} title={checklist.title} text={formText(locale, 'checklist')} />
          </div>
        </div>
      </section>
    </>
  );
}
