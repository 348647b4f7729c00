// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formText } from './form-text';
import { CallForm } from './call-form';
import { rememberBrief } from './sent-brief';

// The call form's paths a visitor can meet: no calendar (the request form with preferred times), a calendar
// that cannot be reached (said, and the request form kept), its errors in the page's language, and a
// brief sent just before carried by the call.

const text = formText('en', 'call');
const t = text.form;
const SERVICES = [{ value: 'mvp-development', label: 'MVP development' }];
const ZONES = [{ value: 'Europe/Lisbon', label: 'Lisbon' }];
let slots: () => Response;
const posted: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/book-a-call');
  posted.length = 0;
  slots = () => Response.json({ error: 'no calendar' }, { status: 404 });
  // The page's script runs in happy-dom without an observer: the form becomes "near" when focused.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/bookings/slots')) return Promise.resolve(slots());
      posted.push({ url, body: JSON.parse(init?.body as string) as Record<string, unknown> });
      return Promise.resolve(Response.json({ id: 'x', status: 'requested' }, { status: 201 }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(<CallForm text={text} services={SERVICES} zones={ZONES} zone="Europe/Lisbon" windows={3} />);
// fireEvent runs inside act() already: inside a second, synchronous act() React warned that the test
// environment was "not configured to support act(...)".
const reach = () => fireEvent.focus(screen.getByRole('textbox', { name: t.name }));

describe('CallForm', () => {
  it('without a calendar keeps the request form with preferred times', async () => {
    renderForm();
    reach();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const times = screen.getByRole('group', { name: t.windowsLegend });
    expect(times.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: t.submit })).toBeDefined();
    expect(screen.queryByText(t.unavailable)).toBeNull();
  });

  it('says when the calendar cannot be reached, and keeps the request form', async () => {
    slots = () => Response.json({ error: 'The calendar cannot be reached just now' }, { status: 503 });
    renderForm();
    reach();
    expect(await screen.findByText(t.unavailable)).toBeDefined();
    expect(screen.getByRole('button', { name: t.submit })).toBeDefined();
  });

  it('names each wrong field and moves focus to the first, sending nothing', async () => {
    renderForm();
    reach();
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: t.label })));
    const name = screen.getByRole('textbox', { name: t.name });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(posted).toEqual([]);
  });

  it('carries the brief its link names, with who sent it filled in', async () => {
    const id = '0b7c2a52-3f1e-4f59-9a53-2c1d2e3f4a5b';
    rememberBrief({ id, name: 'Zofia Nowak', email: 'zofia@example.com', company: 'Clinics' });
    window.history.replaceState(null, '', `/book-a-call?brief=${id}`);
    const { container } = renderForm();
    expect(await screen.findByText(t.briefAttached)).toBeDefined();
    expect(container.querySelector<HTMLInputElement>('input[name="brief"]')?.value).toBe(id);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: t.name }).value).toBe('Zofia Nowak');
    const form = screen.getByRole('form', { name: t.label });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: t.email }).value).toBe('zofia@example.com');
  });
});
