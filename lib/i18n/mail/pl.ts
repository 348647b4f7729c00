import type { MailCatalog } from './en';

export const pl: MailCatalog = {
  received: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    heading: 'Dziękujemy za kontakt',
    body: (reply, email) =>
      `Twoja wiadomość do nas dotarła. ${reply} Każde zapytanie czyta starszy inżynier, który odpowiada z adresu ${email}.`,
    notYou: (email) =>
      `Jeśli to nie Ty do nas pisałeś, odpowiedz na tę wiadomość lub napisz na ${email}, a usuniemy wiadomość.`,
    reply: 'Odpowiadamy w ciągu jednego dnia roboczego.',
  },
  application: {
    subject: (job) => `Otrzymaliśmy Twoją aplikację${job ? ` na stanowisko ${job}` : ''}`,
    heading: 'Dziękujemy za aplikację',
    body: (job) => `Twoja aplikacja ${job ? `na stanowisko ${job}` : 'do Brightloom'} do nas dotarła, razem z CV.`,
    next: 'Ktoś z zespołu rekrutacji czyta każdą aplikację i odpowiada w ciągu pięciu dni roboczych: zaproszeniem na pierwszą rozmowę albo uczciwym „nie”.',
    notYou: (email) => `Jeśli to nie Ty aplikowałeś, napisz na ${email}, a usuniemy aplikację.`,
  },
  checklist: {
    subject: (title) => `Twoja checklista: ${title}`,
    body: 'Oto checklista, o którą prosiłeś na naszej stronie. Link działa przez 24 godziny; potem poproś o nią ponownie na tej samej stronie.',
    action: 'Pobierz checklistę (PDF)',
  },
  confirm: {
    subject: 'Potwierdź subskrypcję bloga Brightloom',
    heading: 'Jedno kliknięcie, by potwierdzić',
    body: (days) =>
      `Ktoś, najpewniej Ty, poprosił o nowe wpisy z bloga inżynierskiego Brightloom na ten adres. Potwierdź przyciskiem poniżej; link jest ważny przez ${days} dni.`,
    notYou: (days) =>
      `Jeśli to nie Ty, zignoruj tę wiadomość: nic więcej nie wyślemy, a adres usuniemy po ${days} dniach.`,
    action: 'Potwierdź subskrypcję',
  },
  already: {
    subject: 'Już subskrybujesz blog Brightloom',
    heading: 'Twoja subskrypcja trwa',
    body: 'Ktoś, najpewniej Ty, poprosił o nowe wpisy z bloga inżynierskiego Brightloom na ten adres. Adres jest już zapisany, więc nic się nie zmienia: nowe wpisy nadal będą przychodzić, mniej więcej dwa razy w miesiącu.',
    notYou: 'Jeśli nie chcesz ich już dostawać, wypisz się linkiem na końcu tej wiadomości lub dowolnego wpisu.',
  },
  call: {
    requestedSubject: 'Mamy Twoją prośbę o rozmowę',
    requestedHeading: 'Dziękujemy za prośbę o rozmowę',
    windows: (zone: string) => `Te terminy Ci odpowiadają (${zone}):`,
    pending: (time: string, zone: string) =>
      `Wybrany termin to ${time} (${zone}). Potwierdzamy go w naszym kalendarzu i napiszemy ponownie, gdy tylko rozmowa zostanie zarezerwowana.`,
    next: 'Starszy inżynier potwierdzi jeden z nich e-mailem w ciągu jednego dnia roboczego i prześle link do rozmowy. Rozmowa trwa 30 minut.',
    morning: 'przedpołudnie (9:00–12:00)',
    afternoon: 'popołudnie (14:00–17:00)',
    confirmedSubject: (time: string) => `Twoja rozmowa z Brightloom: ${time}`,
    confirmedHeading: 'Rozmowa jest umówiona',
    confirmedBody: (time: string, zone: string) =>
      `Termin rozmowy: ${time} (${zone}). Rozmowa potrwa 30 minut; po naszej stronie będzie starszy inżynier, który przeczytał Twoją prośbę.`,
    invite:
      'Zaproszenie jest w załączniku: otwórz je, aby dodać rozmowę do kalendarza. Aby ją przełożyć lub odwołać, odpowiedz na tę wiadomość.',
    join: 'Dołącz do rozmowy',
    movedSubject: (time: string) => `Nowy termin rozmowy z Brightloom: ${time}`,
    movedHeading: 'Rozmowa ma nowy termin',
    movedBody: (time: string, zone: string) =>
      `Nowy termin rozmowy: ${time} (${zone}). Rozmowa potrwa 30 minut; poprzedni termin jest już nieaktualny.`,
    movedInvite:
      'Zaproszenie w załączniku aktualizuje wydarzenie, które masz już w kalendarzu; otwórz je, jeśli kalendarz nie zaktualizuje się sam.',
    cancelledSubject: 'Rozmowa z Brightloom została odwołana',
    cancelledHeading: 'Rozmowa jest odwołana',
    cancelledBody: (time: string, zone: string) =>
      `Rozmowa zaplanowana na ${time} (${zone}) się nie odbędzie. Załączone odwołanie usunie ją z Twojego kalendarza.`,
    cancelledNext:
      'Jeśli chcesz porozmawiać w innym terminie, umów nową rozmowę na naszej stronie lub odpowiedz na tę wiadomość.',
    bookAgain: 'Umów inną rozmowę',
    rearrangeSubject: 'W sprawie Twojej rozmowy z Brightloom',
    rearrangeHeading: 'Musimy znaleźć inny termin',
    rearrangeBody: (time: string, zone: string) =>
      `Wybrany termin, ${time} (${zone}), został zajęty, zanim zdążyliśmy go zarezerwować. Ktoś z naszego zespołu napisze do Ciebie w ciągu jednego dnia roboczego, aby ustalić inny.`,
    summary: 'Rozmowa wstępna z Brightloom',
    description: '30-minutowa rozmowa ze starszym inżynierem Brightloom.',
    notYou: (email: string) => `Jeśli ta prośba nie pochodzi od Ciebie, napisz na ${email}, a ją usuniemy.`,
  },
  form: {
    subject: 'Dziękujemy: {title}',
    notYou: 'Jeśli to nie Ty, napisz na adres {email}, a usuniemy przesłane dane.',
  },
  post: {
    byline: (author, minutes) => `Autor: ${author}, ${minutes} min czytania.`,
    action: 'Przeczytaj wpis',
    englishOnly: 'Ten wpis nie ma jeszcze polskiej wersji, dlatego wysyłamy go po angielsku.',
  },
  footer: {
    privacy: 'Jak przetwarzamy Twoje dane',
    unsubscribe: 'Wypisz się',
    unsubscribeText: 'Wypisz się jednym kliknięciem',
  },
};
