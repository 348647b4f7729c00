import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '@/lib/leads/store/mailbox';

// One mailbox however its address is written.
describe('the canonical mailbox', () => {
  it('folds what lands in one inbox, and keeps apart what does not', () => {
    const victim = 'victim@gmail.com';
    for (const variant of [
      'victim+1@gmail.com',
      'Victim+newsletter@GMAIL.com',
      'v.ictim@gmail.com',
      'v.i.c.t.i.m+x@googlemail.com',
      ' victim@gmail.com. ',
      'victim@ｇｍａｉｌ.com',
      'victim@gmail.com',
    ])
      expect(canonicalMailbox(variant), variant).toBe(victim);
    expect(canonicalMailbox('Ana+work@Bücher.example')).toBe('ana@xn--bcher-kva.example');
    expect(canonicalMailbox('an.na@example.com')).toBe('an.na@example.com');
    // NFC: a decomposed ö is the same mailbox as the composed one.
    expect(canonicalMailbox('jo\u0308rg@example.com')).toBe(canonicalMailbox('j\u00f6rg@example.com'));
    expect(canonicalMailbox('other@gmail.com')).not.toBe(victim);
  });
});
