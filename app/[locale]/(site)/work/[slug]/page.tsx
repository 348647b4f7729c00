import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyPage } from '@/components/templates/case-study';
import { getCaseStudies, getCaseStudy } from '@/lib/content/clients';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getCaseStudies(locale).map((study) => ({ slug: study.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const study = getCaseStudy(locale, (await params).slug);
  if (!study) return {};
  const result = study.caseStudy.results[0];
  return pageMetadata({
    path: study.href,
    versions: versionsWhere((version) => getCaseStudy(version, study.slug)),
    title: `${study.caseStudy.title}: ${study.name}`,
    description: `${study.summary}${result ? ` ${result.value} ${result.label}.` : ''}`.slice(0, 160),
    type: 'article',
    kind: 'case-study',
    eyebrow: `${format(messagesFor(locale).work.caseCardEyebrow, { client: study.name })}${result ? ` · ${result.value}` : ''}`,
  });
}

export default async function CaseStudyRoute({ params }: Props) {
  const locale = await currentLocale();
  const study = getCaseStudy(locale, (await params).slug);
  if (!study) notFound();
  return <CaseStudyPage study={study} />;
}
