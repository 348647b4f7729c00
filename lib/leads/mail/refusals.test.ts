import { describe, expect, it } from 'vitest';
import { classifyRefusal } from '@/lib/leads/mail/visitor-notifier';
import { canonicalMailbox, clientNetwork } from '@/lib/leads/store/mailbox';

// Whose fault a mail server's refusal is (CONTRACT §14b).
describe('whose fault a refusal is', () => {
  const refusal = (command: string, response: string) =>
    classifyRefusal(Object.assign(new Error('x'), { command, response, responseCode: Number(response.slice(0, 3)) }));

  // Real replies, as each server words them (addresses as they quote them).
  const REPLIES: [server: string, stage: string, reply: string, fault: 'recipient' | 'site' | 'transient'][] = [
    [
      'Postfix',
      'RCPT TO',
      '550 5.1.1 <a@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
      'recipient',
    ],
    ['Postfix', 'RCPT TO', '550 5.1.2 <a@nowhere.example>: Recipient address rejected: Domain not found', 'recipient'],
    ['Postfix', 'RCPT TO', '554 5.7.1 <a@example.com>: Relay access denied', 'site'],
    ['Postfix', 'RCPT TO', '553 5.1.8 <no-reply@brightloom.dev>: Sender address rejected: Domain not found', 'site'],
    [
      'Postfix',
      'MAIL FROM',
      '553 5.7.1 <no-reply@brightloom.dev>: Sender address rejected: not owned by user site',
      'site',
    ],
    [
      'Postfix',
      'RCPT TO',
      '554 5.7.1 Service unavailable; Client host [203.0.113.5] blocked using zen.spamhaus.org',
      'site',
    ],
    ['Postfix', 'RCPT TO', '450 4.1.1 <a@example.com>: Recipient address rejected: unverified address', 'transient'],
    ['Postfix', 'RCPT TO', '551 5.1.6 User has moved; please try <b@example.com>', 'recipient'],
    ['Exim', 'RCPT TO', '550 Unrouteable address', 'recipient'],
    ['Exim', 'RCPT TO', '550 relay not permitted', 'site'],
    ['Exim', 'RCPT TO', '550 Sender verify failed', 'site'],
    ['Exim', 'RCPT TO', '550 Authentication required', 'site'],
    ['Exim', 'RCPT TO', "553 sorry, that domain isn't in my list of allowed rcpthosts", 'recipient'],
    [
      'Exchange',
      'RCPT TO',
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
      'recipient',
    ],
    ['Exchange', 'RCPT TO', '550 5.7.54 SMTP; Unable to relay recipient in non-accepted domain', 'site'],
    ['Exchange', 'RCPT TO', '550 5.1.8 Access denied, bad outbound sender', 'site'],
    [
      'Gmail',
      'RCPT TO',
      "550-5.1.1 The email account that you tried to reach does not exist. Please try\n550-5.1.1 double-checking the recipient's email address",
      'recipient',
    ],
    ['Gmail', 'RCPT TO', '550 5.2.1 The email account that you tried to reach is disabled.', 'recipient'],
    ['Gmail', 'RCPT TO', '452 4.2.2 The email account that you tried to reach is over quota.', 'transient'],
    ['Gmail', 'DATA', '550 5.7.26 This mail has been blocked because the sender is unauthenticated.', 'site'],
    ['Gmail', 'DATA', '550 5.1.1 The email account that you tried to reach does not exist.', 'site'],
    ['Microsoft 365', 'MAIL FROM', '550 5.7.60 SMTP; Client does not have permissions to send as this sender', 'site'],
    [
      'Microsoft 365',
      'RCPT TO',
      '550 5.7.708 Service unavailable. Access denied, traffic not accepted from this IP.',
      'site',
    ],
    ['Microsoft 365', 'RCPT TO', '550 5.4.1 Recipient address rejected: Access denied. AS(201806281)', 'site'],
    [
      'Amazon SES',
      'MAIL FROM',
      '554 Message rejected: Email address is not verified. The following identities failed the check in region EU-WEST-1',
      'site',
    ],
    ['Amazon SES', 'CONN', '454 Throttling failure: Maximum sending rate exceeded.', 'transient'],
    ['Amazon SES', 'DATA', "554 Transaction failed: Missing final '@domain'", 'site'],
    ['Postmark', 'RCPT TO', '550 5.1.1 <a@example.com>... User unknown', 'recipient'],
    ['Postmark', 'MAIL FROM', '550 5.7.1 The From address is not a confirmed Sender Signature', 'site'],
    ['any', 'DATA', '552 5.2.2 mailbox full', 'site'],
    ['any', 'RCPT TO', '553 5.1.3 Bad recipient address syntax', 'recipient'],
  ];

  it.each(REPLIES)("%s at %s: %s is the %s's", (_server, stage, reply, fault) => {
    expect(refusal(stage, reply).fault).toBe(fault);
  });

  it('keeps the reply for the operator, without the address it quotes', () => {
    expect(refusal('RCPT TO', '550 5.1.1 <reader@example.com>: unknown').reply).not.toContain('reader@');
  });

  it('folds subdomain addressing, and counts networks by /24 and /48', () => {
    expect(canonicalMailbox('anything@victim.fastmail.com')).toBe('victim@fastmail.com');
    expect(canonicalMailbox('victim+x@fastmail.com')).toBe('victim@fastmail.com');
    expect(canonicalMailbox('a@b.c.example.com')).toBe('a@b.c.example.com');
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:db8:abcd:12::/64')).toBe('2001:db8:abcd::/48');
  });
});
