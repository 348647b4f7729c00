import { messagesFor } from '@/lib/i18n/messages';
import { readingStats } from '@/lib/content/reading';
import { PostAuthor, PostByline } from '@/components/sections/post-parts';
import { PublicationNotice } from '@/components/sections/publication-notice';
import { SvgImage } from '@/components/ui/svg-image';
import blog from '@/components/templates/blog.module.css';
import content from '@/components/sections/content.module.css';
import { date, record, referenced, text, texts } from './entry-data';
import { PaneBody, template } from './frame';

/** A blog post: its topics, title, byline, cover and text, and a notice while it is a draft or dated ahead. */
export const PostPreview = template(({ data, locale, meta, asset }) => {
  const all = messagesFor(locale);
  const author = referenced(meta, 'author', 'team', text(data.author));
  const cover = record(data.cover);
  const post = {
    author: {
      name: text(author.name),
      role: text(author.role),
      avatar: asset(text(author.avatar)),
      bio: text(author.bio),
    },
    publishedAt: date(data.publishedAt),
    readingMinutes: readingStats(text(data.body)).minutes,
  };
  return (
    <>
      <PublicationNotice entry={{ draft: data.draft === true, publishedAt: post.publishedAt }} locale={locale} />
      <article className={blog.article}>
        <header className={`container ${blog.header}`}>
          <ul className={content.tags} aria-label={all.tags}>
            {texts(data.tags).map((tag) => (
              <li key={tag}>{text(referenced(meta, 'tags', 'topics', tag).name) || tag}</li>
            ))}
          </ul>
          <h1>{text(data.title)}</h1>
          <p className={blog.lead}>{text(data.description)}</p>
          {post.author.name && <PostByline post={post} locale={locale} />}
          {text(cover.src) && (
            <SvgImage
              src={asset(text(cover.src))}
              alt={text(cover.alt)}
              width={1200}
              height={630}
              className={blog.cover}
            />
          )}
        </header>
        <div className={`container ${blog.body}`}>
          <div className={blog.content}>
            <PaneBody markdown={text(data.body)} locale={locale} asset={asset} />
            {post.author.name && <PostAuthor author={post.author} locale={locale} />}
          </div>
        </div>
      </article>
    </>
  );
});
