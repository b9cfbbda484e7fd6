import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'biz-widgets in Next.js',
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
