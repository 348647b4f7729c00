import { JsonLd } from './json-ld';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { currentLocale } from '@/lib/i18n/current';
import styles from './page-hero.module.css';

type Props = {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
  aside?: React.ReactNode;
  /** Where the page sits below the home page, for search engines' breadcrumbs (pages with visible ones pass none). */
  trail?: { label: string; href: string }[];
};

/** The top of every page: one h1, a lead paragraph, optional actions and an aside. */
export async function PageHero({ eyebrow, title, intro, children, aside, trail }: Props) {
  const locale = await currentLocale();
  return (
    <div className={styles.hero}>
      {trail && <JsonLd data={breadcrumbList(trail, locale)} />}
      <div className={`container ${aside ? styles.split : ''}`}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
