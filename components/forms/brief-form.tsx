'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/browser/toast';
import { format } from '@/lib/i18n/format';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import type { FormText } from './form-text';
import { FormFooter, NoScriptNotices, Thanks } from './field';
import { TextField } from './kind-input';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import styles from './form.module.css';
import own from './brief-form.module.css';
import { bookingWithBrief, rememberBrief, type SentBrief } from './sent-brief';

type Option = { value: string; label: string };
type Props = {
  text: FormText<'brief'>;
  goals: Option[];
  stages: Option[];
  timelines: Option[];
  budgets: Option[];
  technologies: Option[];
  /** The pricing page, in the page's language: the budget bands are its ranges. */
  pricing: string;
  /** The call page, in the page's language: the call booked there carries the brief. */
  booking: string;
};

/** Which fields each step asks for, in order: a refused field sends the visitor back to its step. */
const STEP_FIELDS = [
  ['goal', 'stage', 'technologies', 'description'],
  ['timeline', 'budget'],
  ['name', 'email', 'company'],
] as const;
const LAST = STEP_FIELDS.length - 1;

const stepOf = (errors: FieldErrors) => STEP_FIELDS.findIndex((fields) => fields.some((field) => field in errors));

/** A radio group: its legend, hint and error tied to it; the first choice carries the error for focus. */
function Choices({
  name,
  legend,
  hint,
  options,
  error,
  wide,
}: {
  name: string;
  legend: string;
  hint?: React.ReactNode;
  options: Option[];
  error?: string;
  wide?: boolean;
}) {
  const id = `brief-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} aria-describedby={described}>
      <legend className={styles.label}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={wide ? own.choicesWide : own.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={own.choice}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={name}
              value={option.value}
              aria-invalid={index === 0 && error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The project brief (CONTRACT §19). Without JavaScript it is one page that posts as it is; with it, the
 * same fields in three steps with a progress indicator, each step checked before the next, and once
 * sent a link to the call page, whose form then carries the brief.
 */
export function BriefForm({ text, goals, stages, timelines, budgets, technologies, pricing, booking }: Props) {
  const t = text.form;
  const [step, setStep] = useState(0);
  const [stepErrors, setStepErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<SentBrief>();
  const router = useRouter();
  const heading = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a move, the step's heading takes focus (a screen reader says where the visitor is); after a
  // refused step, its first wrong field does. Both once the step is on the page.
  const [focus, setFocus] = useState<{ to: 'heading' | 'error'; count: number }>({ to: 'heading', count: 0 });
  useEffect(() => {
    if (focus.count === 0) return;
    if (focus.to === 'heading') heading.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focus]);
  const values = (form: HTMLFormElement): Record<string, unknown> => {
    const data = new FormData(form);
    return { ...Object.fromEntries(data), technologies: data.getAll('technologies') };
  };
  const moveTo = (next: number) => {
    setStep(next);
    setStepErrors({});
    setFocus(({ count }) => ({ to: 'heading', count: count + 1 }));
  };

  const { errors, sending, onSubmit, preload } = useLeadForm({
    rules: () => import('@/lib/leads/forms/brief'),
    validate: (form, { briefSchemaFor, fieldErrors }) => {
      const posted = values(form);
      const checked = briefSchemaFor(text.rules).safeParse(posted);
      const found = checked.success ? {} : fieldErrors(checked.error);
      const first = stepOf(found);
      if (first >= 0) setStep(first);
      return { values: posted, errors: found };
    },
    send: async (posted) => {
      const result = await submitForm(text.ui, formEndpoint('brief'), JSON.stringify(posted), {
        'content-type': 'application/json',
      });
      if (!result.ok && stepOf(result.fields) >= 0) setStep(stepOf(result.fields));
      return result;
    },
    onSent: (body, posted) => {
      toast.success(t.toast);
      const brief = {
        id: String(body.id),
        name: String(posted.name).trim(),
        email: String(posted.email).trim(),
        company: typeof posted.company === 'string' ? posted.company.trim() : '',
      };
      // The call page's form fills in who sent it, and carries it.
      rememberBrief(brief);
      setSent(brief);
    },
  });

  /** Checks the step's own fields with the server's rules; the next step only when they pass. */
  async function next(form: HTMLFormElement) {
    const { briefSchemaFor } = await import('@/lib/leads/forms/brief');
    const { fieldErrors } = await import('./rules');
    const checked = briefSchemaFor(text.rules).safeParse(values(form));
    const all = checked.success ? {} : fieldErrors(checked.error);
    const inStep = Object.fromEntries(
      Object.entries(all).filter(([field]) => (STEP_FIELDS[step] as readonly string[]).includes(field)),
    );
    if (Object.keys(inStep).length === 0) return moveTo(step + 1);
    setStepErrors(inStep);
    setFocus(({ count }) => ({ to: 'error', count: count + 1 }));
  }

  if (sent) {
    return (
      <Thanks title={format(text.ui.thankYou, { name: sent.name })}>
        <p>{t.reply}</p>
        <p>
          {/* A navigation inside the site: the call page's form finds who sent the brief (next/link would add 3 KB). */}
          <a
            href={bookingWithBrief(booking, sent.id)}
            className={styles.submit}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              router.push(bookingWithBrief(booking, sent.id));
            }}
          >
            {t.bookCall}
          </a>
        </p>
      </Thanks>
    );
  }

  const shown = { ...errors, ...stepErrors };
  const stepNav = (index: number) => (
    <div className={own.nav}>
      {index > 0 && (
        <button type="button" className={styles.secondary} onClick={() => moveTo(index - 1)}>
          {t.back}
        </button>
      )}
      {index < LAST && (
        <button type="button" className={styles.submit} onClick={(event) => void next(event.currentTarget.form!)}>
          {t.next}
        </button>
      )}
    </div>
  );
  const stepClass = (index: number) => `${own.step} ${index === step ? own.current : ''}`;

  return (
    <form
      ref={formRef}
      action={formEndpoint('brief')}
      method="post"
      noValidate
      onSubmit={(event) => {
        // Enter in an earlier step moves on, as its button would.
        if (step < LAST) {
          event.preventDefault();
          void next(event.currentTarget);
        } else void onSubmit(event);
      }}
      onFocus={preload}
      className={styles.form}
      aria-label={t.label}
    >
      <NoScriptNotices sent={t.sent} error={t.error} text={text} next={{ href: booking, label: t.bookCall }} />
      <div className={own.progress}>
        <p ref={heading} tabIndex={-1} className={own.position} aria-live="polite">
          {format(t.progress, { n: step + 1, total: LAST + 1 })}: {t.steps[step]}
        </p>
        <ol className={own.bar}>
          {t.steps.map((title, index) => (
            <li
              key={title}
              aria-current={index === step ? 'step' : undefined}
              className={index <= step ? own.done : undefined}
            >
              <span>{title}</span>
            </li>
          ))}
        </ol>
      </div>
      <fieldset className={stepClass(0)}>
        <legend className={own.stepTitle}>{t.steps[0]}</legend>
        <Choices name="goal" legend={t.goal} options={goals} error={shown.goal} />
        <Choices name="stage" legend={t.stage} options={stages} error={shown.stage} />
        <fieldset className={styles.group} aria-describedby="brief-technologies-hint">
          <legend className={styles.label}>
            {t.technologies} <span className={styles.optional}>{text.ui.optional}</span>
          </legend>
          <p id="brief-technologies-hint" className={styles.hint}>
            {t.technologiesHint}
          </p>
          <div className={own.technologies}>
            {technologies.map((technology, index) => (
              <label key={technology.value} className={own.choice}>
                <input
                  type="checkbox"
                  id={index === 0 ? 'brief-technologies' : undefined}
                  name="technologies"
                  value={technology.value}
                  aria-invalid={index === 0 && shown.technologies ? true : undefined}
                />
                <span>{technology.label}</span>
              </label>
            ))}
          </div>
          {shown.technologies && <p className={styles.error}>{shown.technologies}</p>}
        </fieldset>
        <TextField
          id="brief-description"
          kind="textarea"
          name="description"
          label={t.description}
          hint={t.descriptionHint}
          required
          optional={text.ui.optional}
          error={shown.description}
        />
        {stepNav(0)}
      </fieldset>
      <fieldset className={stepClass(1)}>
        <legend className={own.stepTitle}>{t.steps[1]}</legend>
        <Choices name="timeline" legend={t.timeline} options={timelines} error={shown.timeline} />
        <Choices
          name="budget"
          legend={t.budget}
          hint={
            <>
              {t.budgetHint} <a href={pricing}>{t.pricing}</a>
            </>
          }
          options={[...budgets, { value: 'not-sure', label: t.notSure }]}
          error={shown.budget}
          wide
        />
        {stepNav(1)}
      </fieldset>
      <fieldset className={stepClass(2)}>
        <legend className={own.stepTitle}>{t.steps[2]}</legend>
        <div className={styles.row}>
          <TextField
            id="brief-name"
            kind="name"
            label={t.name}
            required
            optional={text.ui.optional}
            error={shown.name}
          />
          <TextField
            id="brief-email"
            kind="email"
            label={t.email}
            required
            optional={text.ui.optional}
            error={shown.email}
          />
        </div>
        <TextField
          id="brief-company"
          kind="company"
          label={t.company}
          optional={text.ui.optional}
          error={shown.company}
        />
        {stepNav(2)}
        <FormFooter text={text} submit={t.submit} sending={sending ? text.ui.sending : undefined} />
      </fieldset>
    </form>
  );
}
