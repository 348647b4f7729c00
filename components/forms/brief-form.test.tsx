// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formText } from './form-text';
import { BriefForm } from './brief-form';

// The project brief with its script: one step at a time, a step refused until its own fields pass (focus on
// the first wrong one), a server's refusal taking the visitor back to that field's step, and once sent the
// link to the call that carries it.

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const text = formText('en', 'brief');
const t = text.form;
const option = (value: string, label: string) => ({ value, label });
let answer: () => Response;
const posted: Record<string, unknown>[] = [];

beforeEach(() => {
  posted.length = 0;
  answer = () => Response.json({ id: '0b7c2a52-3f1e-4f59-9a53-2c1d2e3f4a5b' }, { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      posted.push(JSON.parse(init?.body as string) as Record<string, unknown>);
      return Promise.resolve(answer());
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(
    <BriefForm
      text={text}
      goals={[option('new-product', t.goals['new-product']), option('audit', t.goals.audit)]}
      stages={[option('idea', t.stages.idea), option('prototype', t.stages.prototype)]}
      timelines={[option('3-months', t.timelines['3-months'])]}
      budgets={[option('50000-100000', '€50–100k')]}
      technologies={[option('react', 'React'), option('go', 'Go')]}
      pricing="/pricing"
      booking="/book-a-call"
    />,
  );

const next = () => act(async () => fireEvent.click(screen.getAllByRole('button', { name: t.next })[0]!));
const current = () => document.querySelector('[aria-current="step"]')?.textContent;

async function fillStepOne() {
  fireEvent.click(screen.getByRole('radio', { name: t.goals['new-product'] }));
  fireEvent.click(screen.getByRole('radio', { name: t.stages.prototype }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'React' }));
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(t.description) }), {
    target: { value: 'A booking app for forty clinics.' },
  });
  await next();
}

describe('BriefForm', () => {
  it('refuses a step until its own fields pass, with focus on the first wrong one', async () => {
    renderForm();
    expect(current()).toBe(t.steps[0]);
    await next();
    const goal = screen.getByRole('radio', { name: t.goals['new-product'] });
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).toBe('true'));
    // Focus moves once the marked step is on the page (an effect after the render).
    await waitFor(() => expect(document.activeElement).toBe(goal));
    // The next step's fields are not judged yet.
    expect(screen.queryByText(/Enter your name/)).toBeNull();
    expect(current()).toBe(t.steps[0]);
  });

  it('goes step by step, back and on, and sends the whole brief once', async () => {
    renderForm();
    await fillStepOne();
    await waitFor(() => expect(current()).toBe(t.steps[1]));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(`Step 2 of 3: ${t.steps[1]}`));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: t.back })[0]!));
    expect(current()).toBe(t.steps[0]);
    await next();
    fireEvent.click(screen.getByRole('radio', { name: t.timelines['3-months'] }));
    fireEvent.click(screen.getByRole('radio', { name: '€50–100k' }));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: t.next })[1]!));
    expect(current()).toBe(t.steps[2]);
    fireEvent.change(screen.getByRole('textbox', { name: t.name }), { target: { value: 'Ana Silva' } });
    fireEvent.change(screen.getByRole('textbox', { name: t.email }), { target: { value: 'ana@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.submit })));
    const link = await screen.findByRole('link', { name: t.bookCall });
    expect(link.getAttribute('href')).toBe('/book-a-call?brief=0b7c2a52-3f1e-4f59-9a53-2c1d2e3f4a5b#form');
    expect(posted).toEqual([
      expect.objectContaining({
        goal: 'new-product',
        stage: 'prototype',
        technologies: ['react'],
        timeline: '3-months',
        budget: '50000-100000',
        name: 'Ana Silva',
        locale: 'en',
      }),
    ]);
  });

  it('takes the visitor back to the step of a field the server refused', async () => {
    answer = () =>
      Response.json({ error: 'Please check', fields: { budget: 'Choose a budget range' } }, { status: 400 });
    renderForm();
    await fillStepOne();
    fireEvent.click(screen.getByRole('radio', { name: t.timelines['3-months'] }));
    fireEvent.click(screen.getByRole('radio', { name: '€50–100k' }));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: t.next })[1]!));
    fireEvent.change(screen.getByRole('textbox', { name: t.name }), { target: { value: 'Ana Silva' } });
    fireEvent.change(screen.getByRole('textbox', { name: t.email }), { target: { value: 'ana@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.submit })));
    await waitFor(() => expect(current()).toBe(t.steps[1]));
    expect(await screen.findByText('Choose a budget range')).toBeDefined();
  });
});
