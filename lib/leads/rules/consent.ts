// What each form tells a visitor beside its button. The server stores the same words with the
// submission (the consent record, docs/personal-data.md), so what was shown is what is on record.

export type ConsentForm = 'contact' | 'application' | 'checklist' | 'newsletter';

export const CONSENT_WORDING: Record<ConsentForm, string> = {
  contact: 'We use your details only to answer you, and e-mail you one confirmation.',
  application: 'We use your application only to assess it, e-mail you one confirmation, and delete it in time.',
  checklist: 'One e-mail with the checklist, no newsletter unless you ask.',
  newsletter: 'New posts about twice a month. Confirm by e-mail; unsubscribe with one click in any issue.',
};

/** The sentence that follows each wording, with "privacy policy" as a link in the form. */
const PRIVACY_SENTENCE = 'See our privacy policy.';

export const consentText = (form: ConsentForm) => `${CONSENT_WORDING[form]} ${PRIVACY_SENTENCE}`;
