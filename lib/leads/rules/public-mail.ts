// The mail providers anyone can have an address at: the per-domain cap on calls (CONTRACT §23) counts the
// domains of companies, never these (a day of gmail.com bookings is a day of many people's).
const PUBLIC_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'fastmail.com',
  'hey.com',
  // Portugal and Poland, where the site has readers.
  'sapo.pt',
  'clix.pt',
  'netcabo.pt',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'op.pl',
  'interia.pl',
  'poczta.fm',
  'gazeta.pl',
  'tlen.pl',
]);

/** Whether an address is at a public mail provider (its domain, or a country's own of one: hotmail.co.uk). */
export function isPublicMail(address: string): boolean {
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  if (PUBLIC_MAIL.has(domain)) return true;
  const [name] = domain.split('.');
  return ['hotmail', 'outlook', 'yahoo', 'live', 'gmx'].includes(name ?? '');
}
