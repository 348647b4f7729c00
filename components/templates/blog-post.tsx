import { messagesFor } from '@/lib/i18n/messages';
import { SvgImage } from '@/components/ui/svg-image';
import { AppLink } from '@/components/ui/app-link';
import { getAdjacentPosts, getRelatedPosts, type Post } from '@/lib/content/blog';
import { renderMarkdown } from '@/lib/content/markdown';
import { PostAuthor, PostByline } from '@/components/sections/post-parts';
import { blogPosting } from '@/lib/seo/structured-data';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { CardGrid, PostCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Prose } from '@/components/ui/prose';
import { searchBody } from '@/lib/search/marks';
import { TagList } from '@/components/sections/tag-list';
import { Section } from '@/components/ui/section';
import { WithEntryForm } from '@/components/sections/with-entry-form';
import styles from './blog.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { PublicationNotice } from '@/components/sections/publication-notice';
import { TranslationNotice } from '@/components/sections/translation-notice';

/** Posts with at least this many section headings get a table of contents. */
const TOC_MIN_HEADINGS = 4;

export async function BlogPost({ post }: { post: Post }) {
  const locale = await currentLocale();
  const { html, headings } = await renderMarkdown(post.body, locale);
  const { newer, older } = getAdjacentPosts(locale, post.slug);
  const related = getRelatedPosts(locale, post.slug);
  const toc = headings.filter((heading) => heading.depth === 2);
  const t = messagesFor(locale).posts;
  // After the post and the form it may name: related posts, the newsletter band, the call to action.
  const more = (
    <>
      {related.length > 0 && (
        <Section id="related" tone="alt" title={t.related} belowFold>
          <CardGrid>
            {related.map((item) => (
              <PostCard key={item.slug} post={item} />
            ))}
          </CardGrid>
        </Section>
      )}
      <NewsletterForm page={post.href} />
      <CtaBand title={t.ctaTitle} text={t.ctaText} />
    </>
  );
  // Nothing in a post is interactive but a form it names: the rest reaches the browser once, as HTML.
  return (
    <WithEntryForm id="post" form={post.form} end={more}>
      <JsonLd data={blogPosting(post)} />
      <PublicationNotice entry={post} locale={locale} />
      <TranslationNotice entry={post} locale={locale} />
      <article className={styles.article}>
        <header className={`container ${styles.header}`}>
          <Breadcrumbs
            items={[
              { label: t.blog, href: '/blog' },
              { label: post.title, href: post.href },
            ]}
          />
          <TagList tags={post.topics} />
          <h1>{post.title}</h1>
          <p className={styles.lead}>{post.description}</p>
          <PostByline post={post} locale={locale} />
          <SvgImage
            src={post.cover.src}
            alt={post.cover.alt}
            width={1200}
            height={630}
            className={styles.cover}
            priority="high"
          />
        </header>
        <div className={`container ${styles.body}`}>
          {toc.length >= TOC_MIN_HEADINGS && (
            <nav aria-labelledby="toc-title" className={styles.toc}>
              <h2 id="toc-title">{t.onThisPage}</h2>
              <ol>
                {toc.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className={styles.content}>
            <Prose html={html} {...searchBody} />
            <PostAuthor author={post.author} locale={locale} />
            <nav aria-label={t.more} className={styles.adjacent}>
              {newer ? (
                <AppLink href={newer.href} rel="prev">
                  <span>{t.newer}</span>
                  {newer.title}
                </AppLink>
              ) : (
                <span />
              )}
              {older && (
                <AppLink href={older.href} rel="next" className={styles.older}>
                  <span>{t.older}</span>
                  {older.title}
                </AppLink>
              )}
            </nav>
          </div>
        </div>
      </article>
    </WithEntryForm>
  );
}
