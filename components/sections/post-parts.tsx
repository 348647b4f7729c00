import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { format, formatDate } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Post } from '@/lib/content/blog';
import { SvgImage } from '@/components/ui/svg-image';
import { isoDate } from '@/lib/text';
import styles from '@/components/templates/blog.module.css';

type Author = Pick<Post['author'], 'name' | 'role' | 'avatar' | 'bio'>;

/** Who wrote a post, when, and how long it takes to read (also the editor's preview). */
export function PostByline({
  post,
  locale,
}: {
  post: { author: Author; publishedAt: Date; readingMinutes: number };
  locale: Locale;
}) {
  const t = messagesFor(locale).posts;
  return (
    <p className={styles.byline}>
      <SvgImage src={post.author.avatar} alt="" width={40} height={40} priority="low" />
      <span>
        {t.by.split('{name}')[0]}
        <strong>{post.author.name}</strong>
        {format(t.by.split('{name}')[1] ?? '', { role: post.author.role })}
        <br />
        <time dateTime={isoDate(post.publishedAt)}>
          {formatDate(post.publishedAt, LOCALE_FACTS[locale].tag)}
        </time> · {format(t.minutes, { count: post.readingMinutes })}
      </span>
    </p>
  );
}

/** The author's card below a post. */
export function PostAuthor({ author, locale }: { author: Author; locale: Locale }) {
  return (
    <aside className={styles.author} aria-label={messagesFor(locale).posts.aboutAuthor}>
      <SvgImage src={author.avatar} alt="" width={72} height={72} />
      <div>
        <p className={styles.authorName}>{author.name}</p>
        <p className={styles.authorRole}>{author.role}</p>
        <p>{author.bio}</p>
      </div>
    </aside>
  );
}
