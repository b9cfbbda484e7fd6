export const metadata = { title: 'biz-widgets in Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
