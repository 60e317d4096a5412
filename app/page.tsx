import Link from 'next/link';

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-6 sm:p-10">
      <h1 className="text-2xl font-semibold">Club management service</h1>
      <p className="mt-2 text-slate-600">Member portals and staff back offices live under each club network&apos;s token.</p>
      <ul className="mt-6 space-y-2">
        <li><Link className="text-brand-700 underline" href="/api/docs">Partner API reference</Link></li>
        <li><Link className="text-brand-700 underline" href="/demo">Demo member portal</Link></li>
        <li><Link className="text-brand-700 underline" href="/demo/admin">Demo back office</Link></li>
      </ul>
    </main>
  );
}
