// What the forms' rules say, in English: the shape the other languages follow. `{max}` is a number.
export type RuleWords = {
  name: string;
  maxLength: string;
  singleLine: string;
  email: string;
  controlCharacters: string;
  message: string;
  /** A field of a form that must be filled in, a choice to make, a box to tick (CONTRACT §21's kinds). */
  required: string;
  choose: string;
  tick: string;
  phoneRequired: string;
  phoneInvalid: string;
  cv: { missing: string; tooLarge: string; wrongType: string };
  unknownLanguage: string;
  notBlogPage: string;
  /** The call request's fields: its time zone, preferred times, offered slot and service. */
  timeZone: string;
  windows: string;
  slot: string;
  service: string;
  /** The project brief's choices, and a call naming a brief it may not carry. */
  brief: {
    goal: string;
    stage: string;
    timeline: string;
    budget: string;
    technologies: string;
    description: string;
    attached: string;
  };
  /** Follows each form's consent wording; "privacy policy" is the link in the form. */
  privacySentence: { before: string; link: string; after: string };
};

export const en: RuleWords = {
  name: 'Enter your name',
  timeZone: 'Choose a time zone from the list',
  windows: 'Choose one to three preferred times within the next 60 days',
  slot: 'Choose one of the times offered',
  service: 'Choose one of our services',
  maxLength: 'Use at most {max} characters',
  singleLine: 'Use a single line without control characters',
  email: 'Enter a valid e-mail address',
  controlCharacters: 'Remove the control characters',
  message: 'Tell us a little more (at least 10 characters)',
  required: 'Fill in this field',
  choose: 'Choose one of the options',
  tick: 'Tick this box to go on',
  phoneRequired: 'Enter your phone number',
  phoneInvalid: 'Enter a valid phone number, including the country code',
  cv: {
    missing: 'Attach your CV (PDF, DOC or DOCX)',
    tooLarge: 'Upload a file of at most 5 MB',
    wrongType: 'Upload your CV as a PDF, DOC or DOCX file',
  },
  unknownLanguage: 'Unknown language',
  notBlogPage: 'Not a page of the blog',
  brief: {
    goal: 'Choose what you would like us to do',
    stage: 'Choose how far along the project is',
    timeline: 'Choose a timeline, or "Not sure yet"',
    budget: 'Choose a budget range, or "Not sure yet"',
    technologies: 'Choose technologies from the list only',
    description: 'Tell us a little about the project (at least 10 characters)',
    attached: 'That brief cannot be attached: book with the e-mail address you sent it from, within a day',
  },
  privacySentence: { before: 'See our ', link: 'privacy policy', after: '.' },
};
