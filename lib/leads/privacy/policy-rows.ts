import { getAllPages, type Page, type PageSlug } from '@/lib/content/pages';
import type { Problem } from '@/lib/content/collection';
import { type Locale, LOCALES } from '@/lib/i18n/locales';
import { RETAINED_FORMS } from '@/lib/leads/forms/registry';

/** The page whose words are the privacy policy (content/pages/privacy-policy.md). */
export const PRIVACY_POLICY_SLUG = 'privacy-policy' satisfies PageSlug;

/** The placeholder, on a line of its own in the policy's table, of the rows of the forms made in the web editor. */
export const FORM_ROWS = 'forms.rows';

/** The policy in a language, or undefined where it has no translation. */
export function privacyPolicyPage(locale: Locale): Page | undefined {
  return getAllPages(locale).find((page) => page.slug === PRIVACY_POLICY_SLUG);
}

/**
 * Every form that keeps what it is sent has a row in the privacy policy, in every language, with its
 * period as the store keeps it (`{{retention.{type}}}`): a new form without one is named by content:check.
 */
export function unlistedForms(): Problem[] {
  return LOCALES.flatMap((locale) => {
    const policy = privacyPolicyPage(locale);
    if (!policy) return [];
    const unlisted = RETAINED_FORMS.filter((form) => !policy.body.includes(`{{retention.${form.type}}}`)).map(
      (form) => ({
        file: policy.file,
        field: 'body',
        message: `names no period for the ${form.label}: add its row with {{retention.${form.type}}} (lib/leads/forms/${form.type}.ts)`,
      }),
    );
    // The forms made in the web editor are listed where this line stands in the table.
    const rows = new RegExp(`^\\{\\{${FORM_ROWS.replace('.', '\\.')}\\}\\}$`, 'm').test(policy.body)
      ? []
      : [
          {
            file: policy.file,
            field: 'body',
            message: `has no line {{${FORM_ROWS}}} in its table: the forms made in the web editor are listed there, each with its purpose and period`,
          },
        ];
    return [...unlisted, ...rows];
  });
}
