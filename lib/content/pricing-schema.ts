import { z } from 'zod';
import { ENGAGEMENT_MODELS } from './engagement';
import { text } from './fields';

/** Figures a translator sets for their readers (a Polish page in złoty): translated, as words are. */
const figures = <S extends z.ZodType>(schema: S) => schema.meta({ translated: true });

const amount = z.number().int().min(0).max(100_000_000);

/**
 * The engagement models with what each gives, how long it typically runs and an indicative range, and the
 * budget bands a brief offers: one currency per language.
 */
export const pricingSchema = z
  .object({
    currency: figures(z.enum(['EUR', 'USD', 'GBP', 'PLN'])),
    engagements: z
      .array(
        z.object({
          model: z.enum(ENGAGEMENT_MODELS),
          name: text(60),
          gets: text(300),
          duration: text(60),
          min: figures(amount),
          max: figures(amount),
          /** What a figure is for: the whole project, a month of the team, a month of one engineer. */
          per: z.enum(['project', 'month', 'engineer-month']),
        }),
      )
      .length(ENGAGEMENT_MODELS.length),
    /** The budget bands of the brief, in ascending order: the first has no lower end, the last no upper. */
    budgets: figures(z.array(amount).min(2).max(8)),
  })
  .superRefine((pricing, context) => {
    pricing.engagements.forEach((engagement, index) => {
      if (engagement.max < engagement.min)
        context.addIssue({ code: 'custom', path: ['engagements', index, 'max'], message: 'must not be below min' });
      if (engagement.model !== ENGAGEMENT_MODELS[index])
        context.addIssue({
          code: 'custom',
          path: ['engagements', index, 'model'],
          message: `must be ${ENGAGEMENT_MODELS[index]}: the models come in the order ${ENGAGEMENT_MODELS.join(', ')}`,
        });
    });
    if (pricing.budgets.some((value, index) => index > 0 && value <= pricing.budgets[index - 1]!))
      context.addIssue({ code: 'custom', path: ['budgets'], message: 'must go up, each above the one before' });
  });

export type Pricing = z.infer<typeof pricingSchema>;
