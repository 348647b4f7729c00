import 'server-only';
import { site } from '@/config/site';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Every word of the mails to visitors, per language. English is the shape; Portuguese (Portugal) and
 * Polish must have every key, so a missing one fails the type check. Nothing here comes from a visitor.
 */
const en = {
  received: {
    subject: 'We have your message',
    heading: 'Thank you for getting in touch',
    body: (reply: string, email: string) =>
      `Your message reached us. ${reply} A senior engineer reads every enquiry and answers from ${email}.`,
    notYou: (email: string) =>
      `If you did not write to us, reply to this e-mail or write to ${email} and we will delete the message.`,
    reply: site.replyPromise as string,
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

const pt: MailCatalog = {
  received: {
    subject: 'Recebemos a sua mensagem',
    heading: 'Obrigado pelo seu contacto',
    body: (reply, email) =>
      `A sua mensagem chegou até nós. ${reply} Um engenheiro sénior lê cada pedido e responde a partir de ${email}.`,
    notYou: (email) => `Se não nos escreveu, responda a este e-mail ou escreva para ${email} e apagaremos a mensagem.`,
    reply: 'Respondemos no prazo de um dia útil.',
  },
  application: {
    subject: (job) => `Recebemos a sua candidatura${job ? ` a ${job}` : ''}`,
    heading: 'Obrigado pela sua candidatura',
    body: (job) =>
      `A sua candidatura ${job ? `à vaga de ${job}` : 'a uma vaga na Brightloom'} chegou até nós, com o CV incluído.`,
    next: 'Alguém da equipa de recrutamento lê cada candidatura e responde no prazo de cinco dias úteis, com uma primeira conversa ou com um «não» honesto.',
    notYou: (email) => `Se não se candidatou, escreva para ${email} e apagaremos a candidatura.`,
  },
  checklist: {
    subject: (title) => `A sua checklist: ${title}`,
    body: 'Aqui está a checklist que pediu no nosso site. A ligação funciona durante 24 horas; depois disso, peça-a novamente na mesma página.',
    action: 'Descarregar a checklist (PDF)',
  },
  confirm: {
    subject: 'Confirme a sua subscrição do blogue da Brightloom',
    heading: 'Um clique para confirmar',
    body: (days) =>
      `Alguém, provavelmente o próprio, pediu para receber os novos artigos do blogue de engenharia da Brightloom neste endereço. Confirme no botão abaixo; a ligação é válida durante ${days} dias.`,
    notYou: (days) =>
      `Se não foi o próprio, ignore este e-mail: não enviaremos mais nada e o endereço é apagado ao fim de ${days} dias.`,
    action: 'Confirmar subscrição',
  },
  already: {
    subject: 'Já subscreve o blogue da Brightloom',
    heading: 'A sua subscrição mantém-se',
    body: 'Alguém, provavelmente o próprio, pediu para receber os novos artigos do blogue de engenharia da Brightloom neste endereço. O endereço já está subscrito, por isso nada muda: os novos artigos continuam a chegar, cerca de duas vezes por mês.',
    notYou: 'Se já não os quiser receber, cancele a subscrição na ligação no fim deste e-mail ou de qualquer artigo.',
  },
  post: {
    byline: (author, minutes) => `Por ${author}, ${minutes} min de leitura.`,
    action: 'Ler o artigo',
    englishOnly: 'Este artigo ainda não foi traduzido, por isso segue em inglês.',
  },
  footer: {
    privacy: 'Como tratamos os seus dados',
    unsubscribe: 'Cancelar subscrição',
    unsubscribeText: 'Cancelar a subscrição com um clique',
  },
};

const pl: MailCatalog = {
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

const CATALOGS: Record<Locale, MailCatalog> = { en, pt, pl };

export function mailCatalog(locale: Locale): MailCatalog {
  return CATALOGS[locale];
}
