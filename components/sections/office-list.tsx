import { site } from '@/config/site';
import styles from './content.module.css';

export function OfficeList() {
  return (
    <ul className={styles.offices}>
      {site.offices.map((office) => (
        <li key={office.city}>
          <h3>{office.city}</h3>
          <address>
            {office.street}
            <br />
            {office.postalCode}, {office.country}
          </address>
          <p>{office.label}</p>
        </li>
      ))}
    </ul>
  );
}
