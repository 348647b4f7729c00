'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { format } from '@/lib/i18n/format';
import styles from './form.module.css';

/** Free starts by day, as GET /api/bookings/slots answers them. */
export type Slots = Record<string, string[]>;

type SlotWords = {
  legend: string;
  hint: string;
  days: string;
  timesOn: string;
  noTimes: string;
};

type Props = {
  slots: Slots;
  zone: string;
  /** The page's language tag. */
  tag: string;
  words: SlotWords;
  value: string | undefined;
  onChange: (slot: string | undefined) => void;
  error?: string;
  /**
   * A new object moves focus to the chosen day's times (after a 409 the visitor picks again there): to the
   * time that followed the taken one, so the next time is where the visitor already was (CONTRACT §17b).
   */
  refocus?: { taken?: string };
};

const noon = (key: string) => new Date(`${key}T12:00:00Z`);

function formatters(tag: string, zone: string) {
  return {
    dayName: new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }),
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: zone }),
    date: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: zone }),
    // 'numeric': 9:00 AM in English, 09:00 where a day has 24 hours.
    hour: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: zone }),
  };
}

/**
 * The free times in two keyboard groups (CONTRACT §17b): the days, then the chosen day's times, each one
 * Tab stop whose arrows move within it, so a visitor reaches any time in a few presses. Every time is
 * named by its day and time in the page's language and the visitor's zone.
 */
export function SlotPicker({ slots, zone, tag, words, value, onChange, error, refocus }: Props) {
  const [chosenDay, setChosenDay] = useState<string>();
  // A day with no free time is not offered, unless it is the one chosen (its last time was just taken).
  const days = Object.entries(slots).filter(([key, starts]) => starts.length > 0 || key === chosenDay);
  const valueDay = value ? days.find(([, starts]) => starts.includes(value))?.[0] : undefined;
  const day = [chosenDay, valueDay].find((candidate) => candidate && slots[candidate]) ?? days[0]?.[0];
  const times = (day && slots[day]) || [];
  const timesGroup = useRef<HTMLFieldSetElement>(null);
  const dayGroup = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!refocus) return;
    // The first time after the taken one, else the day's last; with none left, the days.
    const remaining = [...(timesGroup.current?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    const taken = refocus.taken ? Date.parse(refocus.taken) : -Infinity;
    const target =
      remaining.find((input) => Date.parse(input.value) > taken) ??
      remaining.at(-1) ??
      dayGroup.current?.querySelector<HTMLInputElement>('input:checked');
    target?.focus();
  }, [refocus]);

  // Made once per language and zone, and each day named once per answer: a click re-renders only what it
  // changes (the slot picking's Interaction to Next Paint, bench/interactions.ts).
  const { dayName, hour } = useMemo(() => formatters(tag, zone), [tag, zone]);
  const dayLabels = useMemo(() => {
    const { dayName, weekday, date } = formatters(tag, zone);
    return new Map(
      Object.entries(slots).map(([key, starts]) => {
        const at = starts[0] ? new Date(starts[0]) : noon(key);
        return [key, { name: dayName.format(at), weekday: weekday.format(at), date: date.format(at) }];
      }),
    );
  }, [slots, tag, zone]);
  const named = day ? dayName.format(times[0] ? new Date(times[0]) : noon(day)) : '';
  const described = ['call-slot-hint', error && 'call-slot-error'].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.group} aria-describedby={described}>
      <legend className={styles.label}>{words.legend}</legend>
      <p id="call-slot-hint" className={styles.hint}>
        {words.hint}
      </p>
      <fieldset className={styles.subgroup}>
        <legend className={styles.sublabel}>{words.days}</legend>
        <div className={styles.dayList} ref={dayGroup}>
          {days.map(([key, starts]) => {
            const label = dayLabels.get(key)!;
            return (
              <label key={key} className={styles.dayOption}>
                <input
                  type="radio"
                  name="slot-day"
                  value={key}
                  checked={key === day}
                  onChange={() => {
                    setChosenDay(key);
                    if (value && !starts.includes(value)) onChange(undefined);
                  }}
                  aria-label={label.name}
                />
                <span aria-hidden="true">
                  <span className={styles.weekday}>{label.weekday}</span>
                  <span>{label.date}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset
        className={styles.subgroup}
        ref={timesGroup}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'call-slot-error' : undefined}
      >
        <legend className={styles.sublabel}>{format(words.timesOn, { day: named })}</legend>
        {times.length === 0 ? (
          <p className={styles.hint}>{words.noTimes}</p>
        ) : (
          <div className={styles.times}>
            {times.map((start) => {
              const time = hour.format(new Date(start));
              return (
                <label key={start} className={styles.time}>
                  <input
                    type="radio"
                    name="slot"
                    value={start}
                    checked={value === start}
                    onChange={() => {
                      setChosenDay(day);
                      onChange(start);
                    }}
                    aria-label={`${named}, ${time}`}
                  />
                  <span>{time}</span>
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      {error && (
        <p id="call-slot-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
