/**
 * The page numbers a listing's pagination shows: the first, the last and two either side of the
 * current one, with `null` for a gap. Keeps each listing page light however many posts there are.
 */
export function paginationItems(page: number, pages: number): (number | null)[] {
  const items: (number | null)[] = [];
  for (let number = 1; number <= pages; number += 1) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) items.push(number);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}
