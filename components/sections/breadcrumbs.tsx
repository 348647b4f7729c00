import { AppLink } from '@/components/ui/app-link';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import styles from './content.module.css';

export type Crumb = { label: string; href: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <JsonLd data={breadcrumbList(items)} />
      <ol>
        <li>
          <AppLink href="/">Home</AppLink>
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
