import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { ProductList } from '@/components/sections/people';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getPage } from '@/lib/content/pages';
import { getProducts } from '@/lib/content/products';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('products');

export default async function ProductsPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'products');
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand title={messagesFor(locale).products.ctaTitle} />}>
      <ContentHero page={page} label={messagesFor(locale).products.trail} />
      <Section>
        <ProductList products={getProducts(locale)} />
      </Section>
    </WithEntryForm>
  );
}
