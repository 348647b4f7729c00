import { format, formatMoney, formatMoneyRange } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import type { EngagementModel } from './engagement';
import { getPage } from './pages';
import type { Pricing } from './pricing-schema';

/** The pricing page's facts in `locale` (content/pages/pricing.md and its translations). */
export function getPricing(locale: Locale): Pricing {
  const { pricing } = getPage(locale, 'pricing');
  if (!pricing) throw new Error(`content/pages/pricing${locale === 'en' ? '' : `.${locale}`}.md: pricing: is required`);
  return pricing;
}

/** An engagement's range as its page states it: `€52,000–64,000 a month`. */
export function engagementPrice(locale: Locale, model: EngagementModel): string {
  const pricing = getPricing(locale);
  const engagement = pricing.engagements.find((candidate) => candidate.model === model)!;
  const range = formatMoneyRange(engagement.min, engagement.max, pricing.currency, LOCALE_FACTS[locale].tag);
  return `${range} ${messagesFor(locale).pricing.per[engagement.per]}`;
}

/** A budget band of the brief: its value (`25000-50000`, `0-25000`, `250000-`) and its words. */
export type BudgetBand = { value: string; label: string };

export function budgetBands(locale: Locale): BudgetBand[] {
  const { currency, budgets } = getPricing(locale);
  const tag = LOCALE_FACTS[locale].tag;
  const t = messagesFor(locale).pricing;
  const money = (amount: number) => formatMoney(amount, currency, tag, true);
  return [
    { value: `0-${budgets[0]}`, label: format(t.under, { amount: money(budgets[0]!) }) },
    ...budgets.slice(1).map((max, index) => ({
      value: `${budgets[index]}-${max}`,
      label: formatMoneyRange(budgets[index]!, max, currency, tag, true),
    })),
    { value: `${budgets.at(-1)}-`, label: format(t.over, { amount: money(budgets.at(-1)!) }) },
  ];
}

/** `{{price.discovery}}` and the like in an FAQ answer: the pricing page's own figures, in its language. */
export function withPrices(locale: Locale, text: string): string {
  return text.replace(/\{\{\s*price\.([a-z-]+)\s*\}\}/g, (whole, model: string) => {
    const known = getPricing(locale).engagements.some((engagement) => engagement.model === model);
    return known ? engagementPrice(locale, model as EngagementModel) : whole;
  });
}
