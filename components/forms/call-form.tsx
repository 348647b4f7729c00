'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useNear } from '@/components/ui/use-near';
import { whenIdle } from '@/lib/browser/idle';
import { toast } from '@/lib/browser/toast';
import { dayIn, zoneLabel } from '@/lib/shared/time';
import { format } from '@/lib/i18n/format';
import { formEndpoint } from '@/lib/leads/forms/endpoints';
import type { FormText } from './form-text';
import { Field, FormFooter, NoScriptNotices, Thanks } from './field';
import { TextField } from './kind-input';
import { CALL_TOPIC_MAX } from '@/lib/leads/rules/limits';
import { submitForm } from './submit';
import { useLeadForm } from './use-lead-form';
import { useNamedService } from './named-service';
import { useNamedBrief } from './sent-brief';
import type { Slots } from './slot-picker';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import styles from './form.module.css';

type Option = { value: string; label: string };
type Props = {
  text: FormText<'call'>;
  services: Option[];
  /**
   * The zones the select offers without JavaScript, named in the page's language by the server (no Intl
   * while the page starts); the browser's own is added, and named here, when it is elsewhere.
   */
  zones: Option[];
  /** The zone preselected until the browser says its own. */
  zone: string;
  /** How many preferred times the request form asks for. */
  windows: number;
};

/** The days the picker shows: today and the next thirteen, as the visitor's zone reads them. */
const PICKER_DAYS = 14;

function range(zone: string): { from: string; to: string } {
  return { from: dayIn(zone, Date.now()), to: dayIn(zone, Date.now() + (PICKER_DAYS - 1) * 86_400_000) };
}

type Picker = { state: 'request' | 'loading' | 'unavailable' } | { state: 'slots'; slots: Slots };

type Done = { kind: 'requested' | 'confirmed' | 'pending' | 'ended'; time?: string; meetingUrl?: string };

/** The verify step loads only when a booking asks for a code (CONTRACT §23). */
const loadVerifyStep = () => import('./verify-step');

/**
 * The call request. Without JavaScript, or without a calendar, it asks for preferred half-days; once
 * the page runs and the calendar answers, it offers the free slots of the next two weeks instead.
 * The browser's zone and the slots are asked for in a task of their own once the page is idle, or
 * sooner when the visitor heads for them (the zone field near the screen, focus in the form), never
 * inside hydration: a page's first use of Intl costs 30-75 ms of a phone's main thread, the largest
 * single task this page added to its start-up (issue 55).
 */
const loadSlotPicker = () => import('./slot-picker');

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || '';

export function CallForm({ text, services, zones, zone: pageZone, windows }: Props) {
  const t = text.form;
  const zoneSelect = useRef<HTMLSelectElement>(null);
  const { near, reached } = useNear(zoneSelect, '200px');
  useEffect(() => whenIdle(reached), [reached]);
  // The browser's zone once asked for (above), the service the address names once the page runs; the
  // visitor's choice over both.
  const ownZone = useMemo(() => (near ? browserZone() : ''), [near]);
  const named = useNamedService(services);
  // The project brief a link names: this call carries it (its sender's details fill the fields).
  const brief = useNamedBrief();
  const [chosenZone, setZone] = useState<string>();
  const [chosenService, setService] = useState<string>();
  const zone = chosenZone ?? (ownZone || pageZone);
  const service = chosenService ?? named;
  const [answer, setAnswer] = useState<{ zone: string; picker: Picker }>();
  const [slot, setSlot] = useState<string>();
  const [done, setDone] = useState<Done>();
  // A booking past the day's first ones waits for the code mailed to its person.
  const [verifying, setVerifying] = useState<{ id: string; time: string }>();
  const VerifyStep = useLazyModule(loadVerifyStep, verifying !== undefined).module?.VerifyStep;
  // Set after a 409: the picker moves focus to the time that followed the taken one.
  const [refocus, setRefocus] = useState<{ taken?: string }>();
  // A booking that takes over 2 s says so while it waits (CONTRACT §17b).
  const [slow, setSlow] = useState(false);
  const zoneName = (name: string) =>
    zones.find((option) => option.value === name)?.label ??
    zoneLabel(name, text.tag, (t.cities as Record<string, string>)[name]);

  // The calendar's free slots for the zone: none configured (404) or unreachable keeps the request form.
  useEffect(() => {
    if (!near) return;
    let current = true;
    const { from, to } = range(zone);
    const settle = (picker: Picker) => current && setAnswer({ zone, picker });
    fetch(`/api/bookings/slots?${new URLSearchParams({ from, to, timeZone: zone })}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        // An answer whose body is never read holds its connection open (and the page never goes quiet).
        if (!response.ok) await response.body?.cancel();
        if (response.status === 404) return settle({ state: 'request' });
        if (!response.ok) return settle({ state: 'unavailable' });
        const slots = ((await response.json()) as { slots?: Slots }).slots ?? {};
        settle(Object.keys(slots).length > 0 ? { state: 'slots', slots } : { state: 'unavailable' });
      })
      .catch(() => settle({ state: 'unavailable' }));
    return () => {
      current = false;
    };
  }, [zone, near]);
  // The picker's own code loads beside its slots, once the visitor heads for it: the page starts without it.
  const SlotPicker = useLazyModule(loadSlotPicker, near).module?.SlotPicker;
  // While a new zone's slots load, the last answer stays (its times are shown in the new zone); slots that
  // arrive before the picker's code wait for it.
  const answered = answer?.zone === zone || answer?.picker.state === 'slots' ? answer.picker : undefined;
  const picker: Picker = !near
    ? { state: 'request' }
    : answered && (answered.state !== 'slots' || SlotPicker)
      ? answered
      : { state: 'loading' };
  const setPicker = (next: Picker) => setAnswer({ zone, picker: next });

  const time = (start: string) =>
    new Intl.DateTimeFormat(text.tag, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date(start));

  const { errors, sending, onSubmit, preload } = useLeadForm({
    rules: () => import('@/lib/leads/forms/call'),
    validate: (form, { callSchemaFor, fieldErrors }) => {
      const values: Record<string, unknown> = Object.fromEntries(new FormData(form));
      if (picker.state === 'slots') values.slot = slot ?? '';
      const checked = callSchemaFor(text.rules).safeParse(values);
      const errors = checked.success ? {} : fieldErrors(checked.error);
      if (picker.state === 'slots' && !slot) errors.slot = text.rules.slot;
      return { values, errors };
    },
    send: async (values) => {
      const waiting = setTimeout(() => setSlow(true), 2000);
      const result = await submitForm(text.ui, formEndpoint('call'), JSON.stringify(values), {
        'content-type': 'application/json',
      }).finally(() => {
        clearTimeout(waiting);
        setSlow(false);
      });
      if (result.ok || result.status !== 409 || picker.state !== 'slots') return result;
      // Taken a moment ago: that day's other free times replace it, and focus goes to them.
      const fresh = Array.isArray(result.body?.slots) ? (result.body.slots as string[]) : [];
      const day = Object.keys(picker.slots).find((key) => picker.slots[key]?.includes(slot ?? ''));
      if (day) setPicker({ state: 'slots', slots: { ...picker.slots, [day]: fresh } });
      setSlot(undefined);
      setRefocus({ taken: slot });
      return { ok: false, fields: { slot: t.taken } };
    },
    onSent: (body) => {
      if (body.status === 'verify' && typeof body.id === 'string' && slot)
        return setVerifying({ id: body.id, time: time(slot) });
      toast.success(body.status === 'confirmed' ? t.toastBooked : t.toast);
      const start = typeof body.start === 'string' ? body.start : slot;
      if (body.status === 'confirmed' && start)
        setDone({
          kind: 'confirmed',
          time: time(start),
          meetingUrl: typeof body.meetingUrl === 'string' ? body.meetingUrl : undefined,
        });
      else setDone(slot ? { kind: 'pending', time: time(slot) } : { kind: 'requested' });
    },
  });

  if (verifying && !done) {
    if (!VerifyStep) return <p role="status">{text.ui.sending}</p>;
    return (
      <VerifyStep
        text={text}
        id={verifying.id}
        time={verifying.time}
        onDone={(verified) => {
          setVerifying(undefined);
          if (verified.status === 'taken') {
            // Taken while the code was awaited: back to the times, with that said beside them.
            setSlot(undefined);
            setRefocus({ taken: slot });
            return toast.error(t.verifyTaken);
          }
          toast.success(verified.status === 'confirmed' ? t.toastBooked : t.toast);
          setDone(
            verified.status === 'confirmed'
              ? { kind: 'confirmed', time: time(verified.start), meetingUrl: verified.meetingUrl }
              : verified.status === 'pending'
                ? { kind: 'pending', time: verifying.time }
                : { kind: 'ended' },
          );
        }}
      />
    );
  }

  if (done) {
    return (
      <Thanks title={t.label}>
        <p>
          {done.kind === 'requested'
            ? t.requested
            : done.kind === 'ended'
              ? t.verifyEnded
              : format(t[done.kind], { time: done.time ?? '' })}
        </p>
        {done.meetingUrl && (
          <p>
            <a href={done.meetingUrl}>{t.join}</a>
          </p>
        )}
      </Thanks>
    );
  }

  const zoneOptions = zones.some((option) => option.value === zone)
    ? zones
    : [{ value: zone, label: zoneName(zone) }, ...zones];
  return (
    <form
      action={formEndpoint('call')}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        preload();
        reached();
      }}
      className={styles.form}
      aria-label={t.label}
    >
      <NoScriptNotices sent={t.sent} error={t.error} text={text} />
      {brief && (
        <>
          <input type="hidden" name="brief" value={brief.id} />
          <p className={`${styles.notice} ${styles.noticeSuccess} ${styles.noticeShown}`}>{t.briefAttached}</p>
        </>
      )}
      <div className={styles.row}>
        <TextField
          id="call-name"
          kind="name"
          label={t.name}
          required
          optional={text.ui.optional}
          error={errors.name}
          defaultValue={brief?.name}
        />
        <TextField
          id="call-email"
          kind="email"
          label={t.email}
          required
          optional={text.ui.optional}
          error={errors.email ?? errors.brief}
          defaultValue={brief?.email}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id="call-company"
          kind="company"
          label={t.company}
          optional={text.ui.optional}
          error={errors.company}
          defaultValue={brief?.company}
        />
        <Field id="call-service" label={t.service} optional={text.ui.optional} error={errors.service}>
          {(aria) => (
            <select
              {...aria}
              name="service"
              className={styles.input}
              value={service}
              onChange={(event) => setService(event.target.value)}
            >
              <option value="">{t.chooseService}</option>
              {services.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="call-zone" label={t.timeZone} error={errors.timeZone}>
        {(aria) => (
          <select
            {...aria}
            ref={zoneSelect}
            name="timeZone"
            className={styles.input}
            value={zone}
            onChange={(event) => setZone(event.target.value)}
          >
            {zoneOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.stack}>
        <fieldset
          className={`${styles.group} ${picker.state === 'slots' ? styles.stackHidden : ''}`}
          aria-describedby="call-windows-hint"
          // Under the picker once it shows, holding its place (no layout shift) but neither seen, sent nor focusable.
          disabled={picker.state === 'slots'}
          aria-hidden={picker.state === 'slots' ? true : undefined}
        >
          <legend className={styles.label}>{t.windowsLegend}</legend>
          <p id="call-windows-hint" className={styles.hint}>
            {t.windowsHint}
          </p>
          {/* Its line is held from the start, so the words "looking for free times" move nothing below. */}
          <p className={`${styles.hint} ${styles.pickerStatus}`} role="status">
            {picker.state === 'unavailable' ? t.unavailable : picker.state === 'loading' ? t.loadingSlots : ''}
          </p>
          {Array.from({ length: windows }, (_, index) => {
            const n = index + 1;
            return (
              <div className={styles.row} key={n}>
                <Field
                  id={`call-window${n}-date`}
                  label={format(t.windowDate, { n })}
                  optional={n > 1 ? text.ui.optional : undefined}
                >
                  {(aria) => (
                    <input
                      {...aria}
                      aria-invalid={errors.windows ? true : undefined}
                      name={`window${n}Date`}
                      type="date"
                      className={styles.input}
                      required={n === 1}
                    />
                  )}
                </Field>
                <Field
                  id={`call-window${n}-part`}
                  label={format(t.windowPart, { n })}
                  optional={n > 1 ? text.ui.optional : undefined}
                >
                  {(aria) => (
                    <select
                      {...aria}
                      name={`window${n}Part`}
                      className={styles.input}
                      defaultValue={n === 1 ? 'morning' : ''}
                    >
                      <option value="">{t.choosePart}</option>
                      <option value="morning">{t.morning}</option>
                      <option value="afternoon">{t.afternoon}</option>
                    </select>
                  )}
                </Field>
              </div>
            );
          })}
          {errors.windows && (
            <p className={styles.error} role="alert">
              {errors.windows}
            </p>
          )}
        </fieldset>
        {picker.state === 'slots' && SlotPicker && (
          <SlotPicker
            slots={picker.slots}
            zone={zone}
            tag={text.tag}
            words={{
              legend: t.slotsLegend,
              hint: format(t.slotsHint, { zone: zoneName(zone) }),
              days: t.days,
              timesOn: t.timesOn,
              noTimes: t.noTimes,
            }}
            value={slot}
            onChange={setSlot}
            error={errors.slot}
            refocus={refocus}
          />
        )}
      </div>
      <Field id="call-topic" label={t.topic} hint={t.topicHint} optional={text.ui.optional} error={errors.topic}>
        {(aria) => <textarea {...aria} name="topic" className={styles.textarea} rows={4} maxLength={CALL_TOPIC_MAX} />}
      </Field>
      <FormFooter
        text={text}
        submit={picker.state === 'slots' ? t.submitSlot : t.submit}
        sending={sending ? text.ui.sending : undefined}
      />
      <p className={styles.hint} role="status">
        {slow ? t.waiting : ''}
      </p>
    </form>
  );
}
