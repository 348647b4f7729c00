import { serviceSlugs } from '@/lib/content/services';
import { handleForm } from '@/lib/leads/endpoints/handlers';
import { contactFields, contactForm } from '@/lib/leads/forms/contact';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleForm(request, contactForm, '/contact-us', () => contactFields(serviceSlugs()));
}
