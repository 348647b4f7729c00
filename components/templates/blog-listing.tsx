import { messagesFor } from '@/lib/i18n/messages';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { format, pluralize } from '@/lib/i18n/format';
import { AppLink } from '@/components/ui/app-link';
import { getAllPosts, getAllTags, getPage, getPageCount, getPostsTagged, type Tag } from '@/lib/content/blog';
import { paginationItems } from '@/lib/content/listing-pages';
import { CardGrid, PostCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { PageHero } from '@/components/ui/page-hero';
import { PillLinks } from '@/components/ui/pill-links';
import { Section } from '@/components/ui/section';
import styles from './blog.module.css';
import { currentLocale } from '@/lib/i18n/current';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { StaticPart } from '@/components/client/static-part';

/** The URL of one page of the blog, or of one topic's posts. */
export function pageHref(locale: Locale, page: number, tag?: Pick<Tag, 'href'>): string {
  const base = tag?.href ?? localePath(locale, '/blog');
  return page === 1 ? base : `${base}/page/${page}`;
}

/** The blog's listing, or with `tag` the posts on one topic: cards, pagination, and the topics. */
export async function BlogListing({ page, tag }: { page: number; tag?: Tag }) {
  const locale = await currentLocale();
  const all = tag ? getPostsTagged(locale, tag.slug) : getAllPosts(locale);
  const posts = getPage(all, page);
  const pages = getPageCount(all);
  const t = messagesFor(locale).posts;
  const language = LOCALE_FACTS[locale].tag;
  const base = tag ? { label: tag.name, href: tag.href } : undefined;
  const trail = [
    { label: t.blog, href: '/blog' },
    ...(base ? [base] : []),
    ...(page > 1 ? [{ label: format(t.page, { page }), href: pageHref(locale, page, tag) }] : []),
  ];
  const title = tag ? format(t.titleAbout, { tag: tag.name }) : t.listingTitle;
  return (
    <StaticPart id="page">
      <PageHero
        trail={trail}
        eyebrow={tag ? t.topicEyebrow : t.blog}
        title={page === 1 ? title : format(t.pageTitle, { title, page })}
        intro={tag ? pluralize(language, tag.count, t.topicIntro, { tag: tag.name }) : t.listingIntro}
      >
        {tag && (
          <p className={styles.feeds}>
            <AppLink href="/blog">{t.allPosts}</AppLink>
            <a href={`${tag.href}/rss.xml`} type="application/rss+xml">
              {format(t.topicFeed, { tag: tag.name })}
            </a>
          </p>
        )}
      </PageHero>
      <Section>
        <CardGrid>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </CardGrid>
        {pages > 1 && (
          <nav aria-label={tag ? format(t.pagesOf, { tag: tag.name }) : t.pages} className={styles.pagination}>
            {page > 1 && (
              <AppLink href={pageHref(locale, page - 1, tag)} rel="prev">
                ← {t.newerPosts}
              </AppLink>
            )}
            <ol>
              {paginationItems(page, pages).map((number, index) =>
                number === null ? (
                  <li key={`gap-${index}`} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={number}>
                    {number === page ? (
                      <span aria-current="page">{number}</span>
                    ) : (
                      <AppLink href={pageHref(locale, number, tag)} aria-label={format(t.page, { page: number })}>
                        {number}
                      </AppLink>
                    )}
                  </li>
                ),
              )}
            </ol>
            {page < pages && (
              <AppLink href={pageHref(locale, page + 1, tag)} rel="next">
                {t.olderPosts} →
              </AppLink>
            )}
          </nav>
        )}
      </Section>
      {page === 1 && (
        <Section id="topics" tone="alt" eyebrow={t.topics} title={tag ? t.otherTopics : t.browseTopics}>
          <PillLinks
            items={getAllTags(locale)
              .filter((other) => other.slug !== tag?.slug)
              .map((other) => ({ href: other.href, label: other.name, count: other.count }))}
          />
        </Section>
      )}
      <NewsletterForm page={pageHref(locale, page, tag)} />
      <CtaBand />
    </StaticPart>
  );
}
