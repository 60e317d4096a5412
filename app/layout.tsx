import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const appName = (await getTranslations('common'))('appName');
  return { title: { default: appName, template: `%s · ${appName}` } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered for its request: its scripts carry that request's CSP nonce
  // (lib/server/security-headers.ts), which a page built ahead of time could not know.
  await connection();
  return (
    <html lang={await getLocale()}>
      <body className="min-h-dvh font-sans"><ClientMessages>{children}</ClientMessages></body>
    </html>
  );
}
