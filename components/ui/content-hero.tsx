import type { Page } from '@/lib/content/pages';
import type { HeroProps } from './hero';
import { PageHero } from './page-hero';

type Props = Pick<HeroProps, 'aside' | 'children'> & {
  page: Page;
  /** The page's name in its breadcrumb trail. */
  label: string;
};

/** The top of a page whose words are a content entry: its eyebrow, heading and intro, and its place in the site. */
export function ContentHero({ page, label, ...hero }: Props) {
  return (
    <PageHero
      trail={[{ label, href: page.href }]}
      entry={page}
      eyebrow={page.eyebrow}
      title={page.heading}
      intro={page.intro}
      {...hero}
    />
  );
}
