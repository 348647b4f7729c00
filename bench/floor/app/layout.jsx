// The reference: a Next 16 page with nothing on it, built and measured beside the site.
export const metadata = { title: 'Empty Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
