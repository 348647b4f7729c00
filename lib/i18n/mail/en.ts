import { en as messages } from '../messages/en';

/**
 * Every word of the mails to visitors, in English: the shape the other languages follow. Nothing here
 * comes from a visitor.
 */
export const en = {
  received: {
    subject: 'We have your message',
    heading: 'Thank you for getting in touch',
    body: (reply: string, email: string) =>
      `Your message reached us. ${reply} A senior engineer reads every enquiry and answers from ${email}.`,
    notYou: (email: string) =>
      `If you did not write to us, reply to this e-mail or write to ${email} and we will delete the message.`,
    reply: messages.common.replyPromise,
  },
  application: {
    subject: (job: string | undefined) => `We have your application for ${job ?? 'a position'}`,
    heading: 'Thank you for applying',
    body: (job: string | undefined) =>
      `Your application for ${job ? `the ${job} position` : 'a position at Brightloom'} reached us, CV included.`,
    next: 'Someone from the hiring team reads every application and answers within five business days, either with a first call or with an honest no.',
    notYou: (email: string) => `If you did not apply, write to ${email} and we will delete the application.`,
  },
  checklist: {
    subject: (title: string) => `Your checklist: ${title}`,
    body: 'Here is the checklist you asked for on our website. The link works for 24 hours; after that, ask for it again on the same page.',
    action: 'Download the checklist (PDF)',
  },
  confirm: {
    subject: 'Confirm your subscription to the Brightloom blog',
    heading: 'One click to confirm',
    body: (days: number) =>
      `Someone, probably you, asked for new posts from the Brightloom engineering blog at this address. Confirm it with the button below; the link works for ${days} days.`,
    notYou: (days: number) =>
      `If it was not you, ignore this e-mail: nothing more will be sent, and the address is deleted after ${days} days.`,
    action: 'Confirm subscription',
  },
  already: {
    subject: 'You are already subscribed to the Brightloom blog',
    heading: 'Your subscription stands',
    body: 'Someone, probably you, asked for new posts from the Brightloom engineering blog at this address. It is already subscribed, so nothing changes: new posts keep coming, about twice a month.',
    notYou: 'If you no longer want them, unsubscribe with the link at the end of this e-mail or of any post.',
  },
  call: {
    requestedSubject: 'We have your call request',
    requestedHeading: 'Thank you for asking for a call',
    windows: (zone: string) => `You told us these times suit you (${zone}):`,
    pending: (time: string, zone: string) =>
      `You chose ${time} (${zone}). We are confirming it with our calendar and will write again as soon as it is booked.`,
    next: 'A senior engineer confirms one of them by e-mail within one business day, with a link for the call. The call takes 30 minutes.',
    morning: 'morning (9:00–12:00)',
    afternoon: 'afternoon (14:00–17:00)',
    confirmedSubject: (time: string) => `Your call with Brightloom: ${time}`,
    confirmedHeading: 'Your call is booked',
    confirmedBody: (time: string, zone: string) =>
      `We will talk on ${time} (${zone}), for 30 minutes, with a senior engineer who has read your request.`,
    invite:
      'The invitation is attached: open it to add the call to your calendar. To move or cancel it, reply to this e-mail.',
    join: 'Join the call',
    movedSubject: (time: string) => `Your call with Brightloom has moved: ${time}`,
    movedHeading: 'Your call has a new time',
    movedBody: (time: string, zone: string) =>
      `The call is now on ${time} (${zone}), for 30 minutes. The earlier time no longer holds.`,
    movedInvite:
      'The attached invitation updates the event already in your calendar; open it if your calendar does not update by itself.',
    cancelledSubject: 'Your call with Brightloom is cancelled',
    cancelledHeading: 'Your call is cancelled',
    cancelledBody: (time: string, zone: string) =>
      `The call on ${time} (${zone}) will not take place. The attached cancellation removes it from your calendar.`,
    cancelledNext: 'To talk another time, book a new call on our website or reply to this e-mail.',
    bookAgain: 'Book another call',
    rearrangeSubject: 'About your call with Brightloom',
    rearrangeHeading: 'We need to find another time',
    rearrangeBody: (time: string, zone: string) =>
      `The time you chose, ${time} (${zone}), was taken before we could book it. Someone from our team will write to you within one business day to agree on another.`,
    summary: 'Introductory call with Brightloom',
    description: 'A 30-minute call with a senior engineer from Brightloom.',
    notYou: (email: string) => `If you did not ask for a call, write to ${email} and we will delete the request.`,
  },
  form: {
    subject: 'Thank you: {title}',
    notYou: 'If this was not you, write to {email} and we will delete what was sent.',
  },
  post: {
    byline: (author: string, minutes: number) => `By ${author}, ${minutes} min read.`,
    action: 'Read the post',
    englishOnly: 'This post is not translated yet, so it comes in English.',
  },
  footer: {
    privacy: 'How we handle your data',
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'Unsubscribe with one click',
  },
};

export type MailCatalog = typeof en;
