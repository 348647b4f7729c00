import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { ProductList } from '@/components/sections/people';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getPage } from '@/lib/content/pages';
import { getProducts } from '@/lib/content/products';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';

export const generateMetadata = () => contentPageMetadata('products');

export default async function ProductsPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'products');
  return (
    <StaticPart id="page">
      <PageHero
        trail={[{ label: messagesFor(locale).products.trail, href: '/products' }]}
        eyebrow={page.eyebrow}
        title={page.heading}
        intro={page.intro}
      />
      <Section>
        <ProductList products={getProducts(locale)} />
      </Section>
      <CtaBand title={messagesFor(locale).products.ctaTitle} />
    </StaticPart>
  );
}
