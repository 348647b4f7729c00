import { MarkdownPage } from '@/components/templates/markdown-page';
import { env } from '@/lib/env';
import { currentLocale } from '@/lib/i18n/current';
import { privacyPolicyBody } from '@/lib/leads/privacy/policy';
import { PRIVACY_POLICY_SLUG } from '@/lib/leads/privacy/policy-rows';
import { policyTerms } from '@/lib/leads/privacy/promises';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () => contentPageMetadata(PRIVACY_POLICY_SLUG);

// The page's own language's text, with the periods and sentences the store enforces: the version a
// consent on this page records is the hash of exactly this text (lib/leads/privacy/policy.ts).
export default async function PrivacyPolicyPage() {
  return <MarkdownPage slug={PRIVACY_POLICY_SLUG} body={privacyPolicyBody(policyTerms(env), await currentLocale())} />;
}
