import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inviteIcs } from '@/lib/leads/mail/invite';
import { readCalcomWebhook } from './calcom';

// Cal.com's webhooks as its adapter reads them (CONTRACT §17a): signed or 401, a well-formed booking
// event or 400, another trigger ignored; and what a meeting link may put into an invitation.

const SECRET = 'a-webhook-secret-of-some-length';
const read = (body: string, signature = crypto.createHmac('sha256', SECRET).update(body).digest('hex')) =>
  readCalcomWebhook(new TextEncoder().encode(body), signature, SECRET);

describe("Cal.com's webhook", () => {
  it('reads a reschedule into our terms: the new uid, the one it replaces, the time of the change', () => {
    const reading = read(
      JSON.stringify({
        triggerEvent: 'BOOKING_RESCHEDULED',
        createdAt: '2026-12-01T10:00:00.000Z',
        payload: {
          uid: 'bk_new',
          rescheduleUid: 'bk_old',
          startTime: '2026-12-03T09:00:00+01:00',
          updatedAt: '2026-12-01T09:59:00Z',
          metadata: { leadId: 'lead-1', other: 1 },
          videoCallData: { url: 'https://cal.example/video/bk_new' },
        },
      }),
    );
    expect(reading).toEqual({
      event: {
        kind: 'rescheduled',
        uid: 'bk_new',
        previousUid: 'bk_old',
        leadId: 'lead-1',
        start: '2026-12-03T08:00:00.000Z',
        meetingUrl: 'https://cal.example/video/bk_new',
        at: '2026-12-01T09:59:00.000Z',
      },
    });
  });

  it('refuses what is unsigned or not a booking event, and ignores other triggers', () => {
    const cancel = JSON.stringify({ triggerEvent: 'BOOKING_CANCELLED', payload: { uid: 'bk_1' } });
    expect(read(cancel, 'sha256=00')).toMatchObject({ refused: 401 });
    expect(readCalcomWebhook(new TextEncoder().encode(cancel), null, SECRET)).toMatchObject({ refused: 401 });
    expect(read(JSON.stringify({ triggerEvent: 'MEETING_ENDED', payload: {} }))).toEqual({
      ignored: 'a MEETING_ENDED event',
    });
    for (const body of [
      'null',
      '"text"',
      '{',
      JSON.stringify({ triggerEvent: 'BOOKING_CREATED', payload: { uid: 'bk_1' } }),
      JSON.stringify({ triggerEvent: 'BOOKING_CREATED', payload: { uid: 'bk_1', startTime: 'soon' } }),
      JSON.stringify({
        triggerEvent: 'BOOKING_RESCHEDULED',
        payload: { uid: 'bk_1', startTime: '2026-12-03T09:00:00Z' },
      }),
      JSON.stringify({ triggerEvent: 'BOOKING_CANCELLED', payload: { uid: 'bk_\u0000' } }),
      JSON.stringify({ triggerEvent: 'BOOKING_CANCELLED', payload: { uid: 'x'.repeat(201) } }),
      JSON.stringify({ triggerEvent: 'BOOKING_CANCELLED', payload: { uid: 7 } }),
      JSON.stringify({ triggerEvent: 'BOOKING_CANCELLED', payload: null }),
    ])
      expect(read(body), body).toMatchObject({ refused: 400 });
  });

  it('keeps a meeting link only when it is https with nothing that could end a line', () => {
    const linked = (url: string) =>
      read(
        JSON.stringify({
          triggerEvent: 'BOOKING_CREATED',
          payload: { uid: 'bk_1', startTime: '2026-12-03T09:00:00Z', location: url },
        }),
      );
    expect(linked('https://meet.example/abc')).toMatchObject({ event: { meetingUrl: 'https://meet.example/abc' } });
    expect(linked('https://meet.example/abc\r\nATTENDEE:mailto:evil@example.com')).not.toHaveProperty(
      'event.meetingUrl',
    );
    expect(linked('javascript:alert(1)')).not.toHaveProperty('event.meetingUrl');
  });
});

describe('the invitation', () => {
  it('escapes every value and adds no line for a value that holds a line break', () => {
    const ics = inviteIcs({
      method: 'CANCEL',
      sequence: 2,
      uid: 'bk_1;x\r\nATTENDEE:mailto:evil@example.com',
      start: '2026-12-01T09:00:00.000Z',
      minutes: 30,
      summary: 'Call\r\nMETHOD:PUBLISH',
      description: 'One\ntwo',
      url: 'https://meet.example/a\r\nATTENDEE:mailto:evil@example.com',
      organizer: { name: 'Bright;loom:"x"', email: 'hello@brightloom.dev' },
      attendee: 'ana@example.com',
    });
    const lines = ics.split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('METHOD'))).toEqual(['METHOD:CANCEL']);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('URL:');
    expect(ics).toContain('SUMMARY:Call\\nMETHOD:PUBLISH');
    expect(lines).toContain('ORGANIZER;CN=Brightloomx:mailto:hello@brightloom.dev');
  });
});
