import 'server-only';
import { budgetBands, getPricing } from '@/lib/content/pricing';
import { getTechnologies } from '@/lib/content/technologies';
import { briefForm, BUDGET_NOT_SURE } from '@/lib/leads/forms/brief';
import { DEFAULT_LOCALE, localeOr } from '@/lib/i18n/locales';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import { handle, saveSubmission } from './form-post';
import { FORM_BODY_LIMIT } from './http';

// POST /api/briefs (CONTRACT §19): a project brief, taken as every form is; what its rules cannot know
// (the bands of this language's pricing page, our technologies) is checked against the content here.

export function handleBrief(request: Request): Promise<Response> {
  return handle(request, {
    form: briefForm,
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    page: '/start-a-project',
    check: ({ budget, technologies, locale }, words): FieldErrors => {
      const errors: FieldErrors = {};
      const bands = budgetBands(localeOr(locale)).map((band) => band.value);
      if (budget !== BUDGET_NOT_SURE && !bands.includes(String(budget))) errors.budget = words.brief.budget;
      const known = new Set(getTechnologies(DEFAULT_LOCALE).map((technology) => technology.slug));
      if (Array.isArray(technologies) && technologies.some((slug) => !known.has(String(slug))))
        errors.technologies = words.brief.technologies;
      return errors;
    },
    // The band is in the page's currency: the brief keeps which, so "100000-200000" stays złoty.
    save: (accepted) =>
      saveSubmission(briefForm)({
        ...accepted,
        data: { ...accepted.data, currency: getPricing(accepted.language).currency },
      }),
  });
}
