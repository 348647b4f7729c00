import { AppLink } from '@/components/ui/app-link';
import { getAllServices } from '@/lib/content/services';
import { contactCta, mainNav } from '@/config/site';
import { StaticPart } from '@/components/client/static-part';
import { ThemeSync } from '@/components/client/theme-sync';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { LanguageLinks } from './language-links';
import { ThemeToggle } from './theme-toggle';
import { Logo } from './logo';
import { SearchLink } from './search-link';
import { NavMenus } from './nav-menus';
import styles from './site-header.module.css';

/**
 * One navigation for every width. On a narrow screen it is behind a "Menu" disclosure (<details>, so it
 * works with JavaScript off); from 80 rem the summary hides and the disclosure's content shows in the
 * bar (::details-content; a browser without it keeps the menu button). The NavMenus leaf closes the
 * menus after navigation, on Escape and on outside clicks; ThemeSync runs the colour-scheme radios.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const t = messagesFor(locale);
  const services = getAllServices(locale);
  return (
    <header className={styles.header}>
      {/* The bar reaches the browser once, as HTML: nothing in it hydrates (lib/build/static-parts.ts). */}
      <StaticPart id="site-header">
        <div className={`container ${styles.bar}`}>
          <AppLink href={localePath(locale, '/')} className={styles.brand} aria-label={t.homeLink}>
            <Logo />
          </AppLink>
          <details className={styles.menu} data-menu>
            <summary className={styles.menuButton}>
              <span className={styles.burger} aria-hidden="true" />
              {t.header.menu}
            </summary>
            <nav aria-label={t.header.mainNavigation} className={styles.nav}>
              <ul className={styles.links}>
                <li className={styles.servicesItem}>
                  <details className={styles.services} data-menu>
                    <summary className={styles.link}>{t.header.services}</summary>
                    <div className={styles.panel}>
                      <ul className={styles.serviceList}>
                        {services.map((service) => (
                          <li key={service.slug}>
                            <AppLink href={service.href} className={styles.serviceLink}>
                              <strong>{service.shortTitle}</strong>
                              <span>{service.tagline}</span>
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                      <AppLink href={localePath(locale, '/our-services')} className={styles.allServices}>
                        {t.header.allServices} <span aria-hidden="true">→</span>
                      </AppLink>
                    </div>
                  </details>
                </li>
                {mainNav.map((item) => (
                  <li key={item.href}>
                    <AppLink href={localePath(locale, item.href)} className={styles.link}>
                      {t.nav[item.id]}
                    </AppLink>
                  </li>
                ))}
              </ul>
              <div className={styles.tools}>
                <SearchLink
                  href={localePath(locale, '/search')}
                  label={t.search}
                  className={styles.search}
                  labelClassName={styles.searchLabel}
                />
                <ThemeToggle id="header" t={t.theme} />
                <LanguageLinks locale={locale} label={t.language} inMenu />
              </div>
              <AppLink href={localePath(locale, contactCta.href)} className={styles.cta}>
                {t.header.bookCall}
              </AppLink>
            </nav>
          </details>
        </div>
      </StaticPart>
      <NavMenus />
      <ThemeSync />
    </header>
  );
}
