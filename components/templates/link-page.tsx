import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import buttons from '@/components/ui/button-link.module.css';

type Props = {
  /** The page's own URL, for its breadcrumb. */
  path: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** The page's one button: a form post to the page's own URL, token included, so it works without script. */
  button?: { label: string; fields?: Record<string, string> };
  links?: { label: string; href: string }[];
};

/** The plain pages behind the links in our mails: one message, one button or a way on. */
export function LinkPage({ path, eyebrow, title, intro, button, links = [] }: Props) {
  return (
    <PageHero eyebrow={eyebrow} title={title} intro={intro} trail={[{ label: title, href: path }]}>
      {button && (
        <form method="post">
          {Object.entries(button.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.lg}`}>
            {button.label}
          </button>
        </form>
      )}
      {links.map((link, index) => (
        <ButtonLink key={link.href} href={link.href} variant={index === 0 && !button ? 'primary' : 'secondary'}>
          {link.label}
        </ButtonLink>
      ))}
    </PageHero>
  );
}
