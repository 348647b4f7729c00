// The words of the careers listing and a job's page, in English: the shape the other languages follow.
import { plural } from '@/lib/i18n/format';

export const careers = {
  careers: {
    trail: 'Careers',
    openTitle: 'Open positions',
    openCount: plural({ one: '{count} open role right now.', other: '{count} open roles right now.' }),
    noneOpen: 'No open roles right now.',
    writeAnyway: 'We still read every open application: write to {email}.',
    whyEyebrow: 'Life at Brightloom',
    whyTitle: 'Why people join, and stay',
    closedTitle: 'Recently closed',
    closedIntro:
      'These positions are filled or no longer open. Similar roles come up often, so keep an eye on this page.',
    ctaTitle: "Don't see your role?",
    ctaText:
      'Send a short note and your CV to {email}. We keep in touch with good people for when the right project starts.',
    meetTeam: 'Meet the team',
    applicantData: 'How we handle applicant data',
    closedNamed: 'The position “{title}” is closed.',
    closedUnnamed: 'That position is closed.',
    closedAfter: 'Thank you for your interest: the open roles are listed below.',
    closed: 'Closed',
    team: 'Team',
    location: 'Location',
    type: 'Type',
    applyBy: 'Apply by',
    workplace: { remote: 'Remote', hybrid: 'Hybrid', 'on-site': 'On-site' },
    employment: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time', CONTRACTOR: 'Contract', INTERN: 'Internship' },
  },
  job: {
    eyebrow: 'Careers · {location}',
    role: 'The role',
    fullyRemote: 'This job is fully remote: you work from home, anywhere in {countries}.',
    responsibilities: 'What you will do',
    requirements: 'What we look for',
    niceToHave: 'Nice to have',
    process: 'Hiring process',
    apply: 'Apply for this role',
    applyText: 'A member of the {team} team reads every application and answers within five business days.',
    details: 'Position details',
    workplace: 'Workplace',
    employment: 'Employment',
    salary: 'Salary',
    payUnit: { YEAR: 'a year', MONTH: 'a month', HOUR: 'an hour' },
    posted: 'Posted',
    closing: 'Closing date',
    untilFilled: 'Open until filled',
    ctaTitle: 'Questions about the role?',
    ctaText: 'Write to {email}; the hiring manager answers personally.',
  },
};

export type CareersWords = typeof careers;
