import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { AppLink } from '@/components/ui/app-link';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import styles from './content.module.css';

export type Crumb = { label: string; href: string };

export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const locale = await currentLocale();
  const t = messagesFor(locale).common;
  return (
    <nav aria-label={t.breadcrumb} className={styles.breadcrumbs}>
      <JsonLd data={breadcrumbList(items, locale)} />
      <ol>
        <li>
          <AppLink href="/">{t.home}</AppLink>
        </li>
        {items.map((item, index) => (
          <li key={item.href}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <AppLink href={item.href}>{item.label}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
