import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { format, formatDate } from '@/lib/i18n/format';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { SvgImage } from '@/components/ui/svg-image';
import { AppLink } from '@/components/ui/app-link';
import type { Post } from '@/lib/content/blog';
import type { CaseStudy } from '@/lib/content/clients';
import type { Service } from '@/lib/content/services';
import { isoDate } from '@/lib/text';
import { Icon } from '@/components/ui/icon';
import { TagList } from './tag-list';
import styles from './cards.module.css';

export function CardGrid({ children, columns = 3 }: { children: React.ReactNode; columns?: 2 | 3 | 4 }) {
  return <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</ul>;
}

export async function ServiceCard({ service }: { service: Service }) {
  const t = messagesFor(await currentLocale()).common;
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <Icon name={service.icon} />
      </span>
      <h3>
        <AppLink href={service.href} className={styles.stretched}>
          {service.title}
        </AppLink>
      </h3>
      <p>{service.tagline}</p>
      <span className={styles.more} aria-hidden="true">
        {t.learnMore}
      </span>
    </li>
  );
}

/** Closes a grid of services with the way to everything else. */
export async function MoreServicesCard() {
  const t = messagesFor(await currentLocale()).home;
  return (
    <li className={`${styles.card} ${styles.moreCard}`}>
      <h3>
        <AppLink href="/our-services" className={styles.stretched}>
          {t.moreServices}
        </AppLink>
      </h3>
      <p>{t.moreServicesText}</p>
      <span className={styles.more} aria-hidden="true">
        {t.seeAllServices} →
      </span>
    </li>
  );
}

export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const tag = LOCALE_FACTS[post.locale].tag;
  const t = messagesFor(post.locale).posts;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={`${styles.card} ${styles.post}`}>
      <SvgImage src={post.cover.src} alt="" width={640} height={336} className={styles.cover} />
      <Heading>
        <AppLink href={post.href} className={styles.stretched}>
          {post.title}
        </AppLink>
      </Heading>
      <p>{post.description}</p>
      <p className={styles.meta}>
        <span>{post.author.name}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt, tag)}</time>
        <span aria-hidden="true">·</span>
        <span>{format(t.minutes, { count: post.readingMinutes })}</span>
      </p>
      <TagList tags={post.topics} />
    </li>
  );
}

export function CaseCard({ client, headingLevel = 3 }: { client: CaseStudy; headingLevel?: 2 | 3 }) {
  const result = client.caseStudy.results[0]!;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={`${styles.card} ${styles.case}`}>
      <SvgImage src={client.logo} alt={client.name} className={styles.logo} />
      <p className={styles.result}>
        <strong>{result.value}</strong> {result.label}
      </p>
      <Heading>
        <AppLink href={client.href} className={styles.stretched}>
          {client.caseStudy.title}
        </AppLink>
      </Heading>
      <p>{client.summary}</p>
      <p className={styles.meta}>
        {client.name} · {client.industry}
      </p>
    </li>
  );
}
