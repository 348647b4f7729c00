// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Slots, SlotPicker } from './slot-picker';

// The slot picker as a keyboard and screen-reader visitor meets it (CONTRACT §17b): two groups, the days
// and the chosen day's times, each time named by its day and hour in the page's language and zone; after
// a 409, focus on that day's remaining times and the message read out.

const SLOTS: Slots = {
  '2026-12-01': ['2026-12-01T09:00:00.000Z', '2026-12-01T09:30:00.000Z', '2026-12-01T14:00:00.000Z'],
  '2026-12-02': ['2026-12-02T10:00:00.000Z'],
  '2026-12-03': [],
};

const WORDS = {
  legend: 'Wybierz termin',
  hint: '30 minut ze starszym inżynierem.',
  days: 'Dzień',
  timesOn: 'Godziny: {day}',
  noTimes: 'Tego dnia nie ma już wolnych godzin.',
};

type PickerProps = { slots?: Slots; error?: string; refocus?: { taken?: string } };

function Picker({ slots = SLOTS, error, refocus }: PickerProps) {
  const [value, setValue] = useState<string>();
  return (
    <>
      <SlotPicker
        slots={slots}
        zone="Europe/Warsaw"
        tag="pl-PL"
        words={WORDS}
        value={value}
        onChange={setValue}
        error={error}
        refocus={refocus}
      />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

afterEach(cleanup);

describe('the slot picker', () => {
  it('offers the days as one group and the chosen day’s times as another, named in Polish and the visitor’s zone', () => {
    render(<Picker />);
    const days = screen.getByRole('group', { name: 'Dzień' });
    const dayRadios = within(days).getAllByRole('radio');
    // A day without free times is not offered.
    expect(dayRadios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'wtorek, 1 grudnia',
      'środa, 2 grudnia',
    ]);
    expect((dayRadios[0] as HTMLInputElement).checked).toBe(true);
    const times = screen.getByRole('group', { name: 'Godziny: wtorek, 1 grudnia' });
    // 09:00 UTC is 10:00 in Warsaw in winter.
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['wtorek, 1 grudnia, 10:00', 'wtorek, 1 grudnia, 10:30', 'wtorek, 1 grudnia, 15:00']);
    // Only the time is sent: the day radios are named apart.
    expect(
      new Set(
        within(times)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('name')),
      ),
    ).toEqual(new Set(['slot']));
  });

  it('shows another day’s times when a day is chosen, and forgets a time of the day left', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('radio', { name: 'wtorek, 1 grudnia, 10:30' }));
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01T09:30:00.000Z');
    fireEvent.click(screen.getByRole('radio', { name: 'środa, 2 grudnia' }));
    const times = screen.getByRole('group', { name: 'Godziny: środa, 2 grudnia' });
    expect(within(times).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('after a 409, moves focus to that day’s remaining times and reads the message out', () => {
    const { rerender } = render(<Picker />);
    fireEvent.click(screen.getByRole('radio', { name: 'wtorek, 1 grudnia, 10:00' }));
    const taken = {
      ...SLOTS,
      '2026-12-01': ['2026-12-01T09:30:00.000Z', '2026-12-01T14:00:00.000Z'],
    };
    act(() => {
      rerender(
        <Picker
          slots={taken}
          error="Ktoś przed chwilą zarezerwował ten termin."
          refocus={{ taken: '2026-12-01T09:00:00.000Z' }}
        />,
      );
    });
    const times = screen.getByRole('group', { name: 'Godziny: wtorek, 1 grudnia' });
    expect(document.activeElement).toBe(within(times).getAllByRole('radio')[0]);
    expect(screen.getByRole('alert').textContent).toBe('Ktoś przed chwilą zarezerwował ten termin.');
    expect(times.getAttribute('aria-describedby')).toBe('call-slot-error');
  });

  it('after a 409 past the fourth time, focuses the time that followed the taken one: the next is one key away', () => {
    const starts = Array.from(
      { length: 12 },
      (_, index) => `2026-12-01T${String(8 + index).padStart(2, '0')}:00:00.000Z`,
    );
    const { rerender } = render(<Picker slots={{ '2026-12-01': starts }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'wtorek, 1 grudnia, 15:00' }));
    const left = starts.filter((start) => start !== '2026-12-01T14:00:00.000Z');
    act(() => {
      rerender(
        <Picker slots={{ '2026-12-01': left }} error="Zajęte." refocus={{ taken: '2026-12-01T14:00:00.000Z' }} />,
      );
    });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'wtorek, 1 grudnia, 16:00' }));
    // The day's last time taken: focus on the time before it, still beside where the visitor was.
    fireEvent.click(screen.getByRole('radio', { name: 'wtorek, 1 grudnia, 20:00' }));
    act(() => {
      rerender(<Picker slots={{ '2026-12-01': left.slice(0, -1) }} error="Zajęte." refocus={{ taken: left.at(-1) }} />);
    });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'wtorek, 1 grudnia, 19:00' }));
  });

  it('says so when the chosen day has no time left, and keeps focus on that day', () => {
    const { rerender } = render(<Picker />);
    fireEvent.click(screen.getByRole('radio', { name: 'środa, 2 grudnia' }));
    fireEvent.click(screen.getByRole('radio', { name: 'środa, 2 grudnia, 11:00' }));
    act(() => {
      rerender(
        <Picker
          slots={{ ...SLOTS, '2026-12-02': [] }}
          error="Zajęte."
          refocus={{ taken: '2026-12-02T10:00:00.000Z' }}
        />,
      );
    });
    const wednesday = screen.getByRole<HTMLInputElement>('radio', { name: 'środa, 2 grudnia' });
    expect(wednesday.checked).toBe(true);
    expect(document.activeElement).toBe(wednesday);
    expect(screen.getByRole('group', { name: 'Godziny: środa, 2 grudnia' }).textContent).toContain(
      'Tego dnia nie ma już wolnych godzin.',
    );
  });
});
