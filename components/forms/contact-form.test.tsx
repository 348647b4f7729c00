// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formText } from './form-text';
import { ContactForm } from './contact-form';

// The contact form as a visitor from the trust page meets it: the service a link names is chosen, an
// unknown one is not, and the form still posts to its endpoint without JavaScript.

const SERVICES = [
  { value: 'devops-cloud-solutions', label: 'DevOps & Cloud Solutions' },
  { value: 'security-review', label: 'A security review, DPA or NDA' },
];

const at = (search: string) => window.history.replaceState(null, '', `/contact-us${search}`);

afterEach(() => {
  cleanup();
  at('');
});

describe('ContactForm', () => {
  it('opens with the service its link names chosen', () => {
    at('?service=security-review');
    render(<ContactForm services={SERVICES} text={formText('en', 'contact')} />);
    const service = screen.getByRole<HTMLSelectElement>('combobox', { name: /What can we help with/ });
    expect(service.value).toBe('security-review');
  });

  it('ignores a service it does not offer, and posts to its endpoint without script', () => {
    at('?service=<script>');
    const { container } = render(<ContactForm services={SERVICES} text={formText('pl', 'contact')} />);
    const service = screen.getByRole<HTMLSelectElement>('combobox');
    expect(service.value).toBe('');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toMatch(/\/api\/contact/);
    expect(form.getAttribute('method')).toBe('post');
  });
});
