import { Fragment } from 'react';

/**
 * A mailto link whose address may wrap after the @ and before a dot, where a reader expects it,
 * rather than inside a word in a narrow card. `<wbr>` adds no character: the link's name, a copy
 * of it and the address a screen reader reads stay the plain address.
 */
export function EmailLink({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <a href={`mailto:${address}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
