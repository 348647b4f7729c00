// The words of the careers listing and a job's page, in Polish, typed against the English file.
import type { CareersWords } from '@/lib/i18n/careers/en';

export const careers: CareersWords = {
  careers: {
    trail: 'Kariera',
    openTitle: 'Otwarte stanowiska',
    openCount: {
      one: '{count} otwarte stanowisko.',
      few: '{count} otwarte stanowiska.',
      many: '{count} otwartych stanowisk.',
      other: '{count} otwartego stanowiska.',
    },
    noneOpen: 'Obecnie nie ma otwartych stanowisk.',
    writeAnyway: 'Czytamy każde zgłoszenie spontaniczne: napisz na {email}.',
    whyEyebrow: 'Praca w Brightloom',
    whyTitle: 'Dlaczego ludzie do nas dołączają i zostają',
    closedTitle: 'Niedawno zamknięte',
    closedIntro:
      'Te stanowiska są już obsadzone lub nieaktualne. Podobne role pojawiają się często, więc zaglądaj na tę stronę.',
    ctaTitle: 'Nie widzisz swojej roli?',
    ctaText:
      'Wyślij krótką wiadomość i CV na {email}. Utrzymujemy kontakt z dobrymi ludźmi na czas, gdy ruszy odpowiedni projekt.',
    meetTeam: 'Poznaj zespół',
    applicantData: 'Jak przetwarzamy dane kandydatów',
    closedNamed: 'Rekrutacja na stanowisko „{title}” jest zamknięta.',
    closedUnnamed: 'Ta rekrutacja jest zamknięta.',
    closedAfter: 'Dziękujemy za zainteresowanie: otwarte stanowiska znajdziesz poniżej.',
    closed: 'Zamknięte',
    team: 'Zespół',
    location: 'Lokalizacja',
    type: 'Rodzaj',
    applyBy: 'Aplikuj do',
    workplace: { remote: 'Zdalnie', hybrid: 'Hybrydowo', 'on-site': 'Stacjonarnie' },
    employment: { FULL_TIME: 'Pełny etat', PART_TIME: 'Część etatu', CONTRACTOR: 'Kontrakt B2B', INTERN: 'Staż' },
  },
  job: {
    eyebrow: 'Kariera · {location}',
    role: 'Rola',
    fullyRemote:
      'To stanowisko jest w pełni zdalne: pracujesz z domu, z dowolnego miejsca w tych krajach: {countries}.',
    responsibilities: 'Czym się zajmiesz',
    requirements: 'Kogo szukamy',
    niceToHave: 'Mile widziane',
    process: 'Proces rekrutacji',
    apply: 'Aplikuj na to stanowisko',
    applyText: 'Każdą aplikację czyta osoba z zespołu {team} i odpowiada w ciągu pięciu dni roboczych.',
    details: 'Szczegóły stanowiska',
    workplace: 'Tryb pracy',
    employment: 'Forma zatrudnienia',
    salary: 'Wynagrodzenie',
    payUnit: { YEAR: 'rocznie', MONTH: 'miesięcznie', HOUR: 'za godzinę' },
    posted: 'Opublikowano',
    closing: 'Termin zgłoszeń',
    untilFilled: 'Do czasu obsadzenia',
    ctaTitle: 'Masz pytania o tę rolę?',
    ctaText: 'Napisz na {email}; odpowie osobiście osoba prowadząca rekrutację.',
  },
};
