import { format } from '@/lib/i18n/format';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { SvgImage } from '@/components/ui/svg-image';
import type { Client } from '@/lib/content/clients';
import type { Product } from '@/lib/content/products';
import type { TeamMember } from '@/lib/content/team';
import styles from './people.module.css';

export async function TeamGrid({ members }: { members: TeamMember[] }) {
  const t = messagesFor(await currentLocale()).team;
  return (
    <ul className={styles.team}>
      {members.map((member) => (
        <li key={member.slug}>
          <SvgImage src={member.avatar} alt={format(t.portrait, { name: member.name })} width={160} height={160} />
          <h3>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.location}>{member.location}</p>
          <p>{member.bio}</p>
          {member.linkedin && (
            <p className={styles.profile}>
              <a href={member.linkedin} rel="me noopener">
                {format(t.linkedin, { name: member.name })}
              </a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export async function ClientGrid({ clients }: { clients: Client[] }) {
  const t = messagesFor(await currentLocale()).clients;
  return (
    <ul className={styles.clients}>
      {clients.map((client) => (
        <li key={client.slug}>
          <SvgImage src={client.logo} alt={format(t.logo, { client: client.name })} />
          <h3>{client.name}</h3>
          <p className={styles.industry}>
            {client.industry} · {client.country} · {format(t.since, { year: String(client.since) })}
          </p>
          <p className={styles.outcome}>
            <strong>{client.outcome.value}</strong> {client.outcome.label}
          </p>
          <p>{client.summary}</p>
        </li>
      ))}
    </ul>
  );
}

export async function LogoStrip({ clients }: { clients: Client[] }) {
  const t = messagesFor(await currentLocale());
  return (
    <ul className={styles.logos} aria-label={t.common.ourClients}>
      {clients.map((client) => (
        <li key={client.slug}>
          <SvgImage src={client.logo} alt={client.name} />
        </li>
      ))}
    </ul>
  );
}

export async function ProductList({ products }: { products: Product[] }) {
  const t = messagesFor(await currentLocale()).products;
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <li key={product.slug} id={product.slug}>
          <p className={styles.status}>{t.status[product.status]}</p>
          <h2>{product.name}</h2>
          <p className={styles.tagline}>{product.tagline}</p>
          <p>{product.description}</p>
          <ul>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className={styles.audience}>
            <strong>{t.builtFor}</strong> {product.audience}
          </p>
          <a href={product.url} rel="noopener">
            {format(t.visit, { name: product.name })}
            <span className="visually-hidden"> {t.external}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
