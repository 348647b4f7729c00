/**
 * A mailto link whose address may wrap after the @, keeping the domain whole, rather than inside a
 * word in a narrow card (the card's `overflow-wrap: anywhere` is left for an address longer than the
 * line). `<wbr>` adds no character: the link's name, a copy and what a screen reader reads stay the
 * plain address.
 */
export function EmailLink({ address }: { address: string }) {
  const at = address.indexOf('@') + 1;
  return (
    <a href={`mailto:${address}`}>
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </a>
  );
}
