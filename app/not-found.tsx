import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">This page does not exist</h1>
      <p className="mt-3 text-slate-600">
        Check the address: it may be mistyped, or the club network it names is not on this service.
      </p>
      <div className="mt-8">
        <Link href="/" className={buttonClass('secondary')}>Go to the home page</Link>
      </div>
    </main>
  );
}
