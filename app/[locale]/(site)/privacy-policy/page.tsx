import { MarkdownPage } from '@/components/templates/markdown-page';
import { env } from '@/lib/env';
import { PRIVACY_POLICY_SLUG, privacyPolicyBody } from '@/lib/leads/privacy/policy';
import { policyTerms } from '@/lib/leads/privacy/promises';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () => contentPageMetadata(PRIVACY_POLICY_SLUG);

// The periods and the CV sentence are what the store enforces; the build records them
// (lib/build/seal-build.ts), and a server with other settings refuses to start.
export default function PrivacyPolicyPage() {
  return <MarkdownPage slug={PRIVACY_POLICY_SLUG} body={privacyPolicyBody(policyTerms(env))} />;
}
