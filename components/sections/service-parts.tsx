import type { Service } from '@/lib/content/services';
import { searchBody } from '@/lib/search/marks';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import styles from '@/components/templates/service-page.module.css';

/** A service at a glance, beside its hero: three deliverables and the ways to engage. */
export function ServiceGlance({
  service,
  locale,
}: {
  service: Pick<Service, 'deliverables' | 'engagement'>;
  locale: Locale;
}) {
  return (
    <div className={styles.glance}>
      <h2>{messagesFor(locale).service.atAGlance}</h2>
      <ul>
        {service.deliverables.slice(0, 3).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{service.engagement.map((model) => model.name).join(' · ')}</p>
    </div>
  );
}

/** The problem a service solves: its lead sentence, then its text. */
function ServiceProblem({ problem, html }: { problem: string; html: string }) {
  return (
    <div className={styles.split} {...searchBody}>
      <p className={styles.lead}>{problem}</p>
      <Prose html={html} />
    </div>
  );
}

function Deliverables({ items }: { items: string[] }) {
  return (
    <ul className={styles.checks} {...searchBody}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function EngagementModels({ models }: { models: Service['engagement'] }) {
  return (
    <ul className={styles.models} {...searchBody}>
      {models.map((model) => (
        <li key={model.name}>
          <h3>{model.name}</h3>
          <p>{model.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** What a service is about, below its hero: the problem (with its text as HTML), what it delivers, how to engage. */
export function ServiceOffer({
  service,
  html,
  locale,
}: {
  service: Pick<Service, 'problem' | 'deliverables' | 'engagement'>;
  html: string;
  locale: Locale;
}) {
  const t = messagesFor(locale).service;
  return (
    <>
      <Section id="problem" eyebrow={t.problemEyebrow} title={t.problemTitle}>
        <ServiceProblem problem={service.problem} html={html} />
      </Section>
      <Section id="deliverables" tone="alt" eyebrow={t.deliverEyebrow} title={t.deliverTitle}>
        <Deliverables items={service.deliverables} />
      </Section>
      <Section id="engagement" eyebrow={t.engagementEyebrow} title={t.engagementTitle}>
        <EngagementModels models={service.engagement} />
      </Section>
    </>
  );
}
