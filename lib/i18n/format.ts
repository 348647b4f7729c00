// Apart from the message files, so that browser code fills in a message without carrying every language.
/** A message with `{name}` placeholders filled in. */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message per plural category of the language (Intl.PluralRules): Polish needs `few` and `many` too. */
export type Plural = { one: string; other: string; zero?: string; two?: string; few?: string; many?: string };

/** The form for `count` in the language tagged `tag`, with `{count}` and `values` filled in. */
export function pluralize(
  tag: string,
  count: number,
  forms: Plural,
  values: Record<string, string | number> = {},
): string {
  const category = new Intl.PluralRules(tag).select(count);
  return format(forms[category] ?? forms.other, { count, ...values });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the language writes it (`1 March 2026`, `1 de março de 2026`, `1 marca 2026`), read in UTC, as the build does. */
export function formatDate(value: Date, tag: string): string {
  let formatter = dateFormats.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag === 'en' ? 'en-GB' : tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(tag, formatter);
  }
  return formatter.format(value);
}

/** A pay range in a language's own figures and currency sign ("€58,000 – €74,000", "58 000–74 000 €"). */
export function formatPayRange(pay: { currency: string; min: number; max: number }, tag: string): string {
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: pay.currency, maximumFractionDigits: 0 });
  return pay.min === pay.max ? money.format(pay.min) : money.formatRange(pay.min, pay.max);
}

/** Countries by ISO code, named and listed in a language: "Portugal, Spain and France". */
export function formatCountries(codes: readonly string[], tag: string): string {
  const names = new Intl.DisplayNames(tag, { type: 'region' });
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
}

/** An amount of money as the language writes it; `compact` for bands and summaries (`€50–100k`, `50–100 tys. zł`). */
export function formatMoneyRange(min: number, max: number, currency: string, tag: string, compact = false): string {
  return moneyFormat(currency, tag, compact).formatRange(min, max);
}

export function formatMoney(amount: number, currency: string, tag: string, compact = false): string {
  return moneyFormat(currency, tag, compact).format(amount);
}

function moneyFormat(currency: string, tag: string, compact: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(tag === 'en' ? 'en-GB' : tag, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    ...(compact && { notation: 'compact' }),
  });
}
