import { MarkdownPage } from '@/components/templates/markdown-page';
import { env } from '@/lib/env';
import { PRIVACY_POLICY_SLUG, privacyPolicyBody } from '@/lib/leads/privacy/policy';
import { retentionPeriods } from '@/lib/leads/privacy/retention';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata(PRIVACY_POLICY_SLUG);

// The periods in the text are the ones the store enforces, from the same settings (CONTRACT.md §14).
export default function PrivacyPolicyPage() {
  return <MarkdownPage slug={PRIVACY_POLICY_SLUG} body={privacyPolicyBody(retentionPeriods(env))} />;
}
