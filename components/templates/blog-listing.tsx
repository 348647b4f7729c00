import { AppLink } from '@/components/ui/app-link';
import { getPostPage, getPostPageCount } from '@/lib/content/blog';
import { paginationItems } from '@/lib/content/listing-pages';
import { CardGrid, PostCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import styles from './blog.module.css';

export function pageHref(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}

export function BlogListing({ page }: { page: number }) {
  const posts = getPostPage(page);
  const pages = getPostPageCount();
  return (
    <>
      <PageHero
        trail={
          page === 1
            ? [{ label: 'Blog', href: '/blog' }]
            : [
                { label: 'Blog', href: '/blog' },
                { label: `Page ${page}`, href: pageHref(page) },
              ]
        }
        eyebrow="Blog"
        title={page === 1 ? 'Notes from the engineering floor' : `Notes from the engineering floor, page ${page}`}
        intro="What we learn building, scaling and running software for our clients: architecture, delivery, cloud costs, AI in production and the craft of small teams."
      />
      <Section>
        <CardGrid>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </CardGrid>
        {pages > 1 && (
          <nav aria-label="Blog pages" className={styles.pagination}>
            {page > 1 && (
              <AppLink href={pageHref(page - 1)} rel="prev">
                ← Newer posts
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
                      <AppLink href={pageHref(number)} aria-label={`Page ${number}`}>
                        {number}
                      </AppLink>
                    )}
                  </li>
                ),
              )}
            </ol>
            {page < pages && (
              <AppLink href={pageHref(page + 1)} rel="next">
                Older posts →
              </AppLink>
            )}
          </nav>
        )}
      </Section>
      <CtaBand />
    </>
  );
}
