type Props = { html: string; className?: string } & React.HTMLAttributes<HTMLDivElement>;

/** HTML from lib/content/markdown.ts, which sanitised it at build time. */
export function Prose({ html, className = '', ...rest }: Props) {
  return <div {...rest} className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
