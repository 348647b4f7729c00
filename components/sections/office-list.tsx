import { postalLine, site } from '@/config/site';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import styles from './content.module.css';

export async function OfficeList() {
  const t = messagesFor(await currentLocale());
  return (
    <ul className={styles.offices}>
      {site.offices.map((office) => (
        <li key={office.id}>
          <h3>{t.offices[office.id].city}</h3>
          <address>
            {office.street}
            <br />
            {postalLine(office)}, {t.offices[office.id].country}
          </address>
          <p>{t.about.officeLabels[office.id]}</p>
        </li>
      ))}
    </ul>
  );
}
