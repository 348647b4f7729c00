import type { Client } from '@/lib/content/clients';
import styles from './people.module.css';

/** Clients' words about working with us, each with who said it. */
export function Testimonials({ clients }: { clients: Pick<Client, 'slug' | 'name' | 'testimonial'>[] }) {
  return (
    <ul className={styles.quotes}>
      {clients
        .filter((client) => client.testimonial)
        .map((client) => (
          <li key={client.slug}>
            <figure>
              <blockquote>“{client.testimonial!.quote}”</blockquote>
              <figcaption>
                <strong>{client.testimonial!.author}</strong>
                <span>
                  {client.testimonial!.role}, {client.name}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
    </ul>
  );
}
