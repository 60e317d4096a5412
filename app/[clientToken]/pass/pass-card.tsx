'use client';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { MemberPass } from '@/lib/domain/access/get-member-pass';
import { refreshPass } from './actions';

/** Ask for more codes when fewer than this many windows are left (about 3 minutes). */
const REFRESH_BELOW = 6;

/**
 * The member's pass: the code of the current 30-second window as a large QR code (black on white,
 * for a reader's camera), its text, and how long until it changes. The codes of the next 20 minutes
 * came with the page, so the pass keeps working without a connection; more are fetched when online.
 */
export function PassCard({ clientToken, holder, initial }: { clientToken: string; holder: string; initial: MemberPass }) {
  const t = useTranslations('pass');
  const [pass, setPass] = useState(initial);
  // The server's clock, as this device measures it: codes are chosen by the server's windows.
  const skew = useRef(0);
  const [now, setNow] = useState(initial.issuedAt);
  const [svg, setSvg] = useState('');
  const [full, setFull] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const asking = useRef(false);

  useEffect(() => {
    skew.current = initial.issuedAt - Date.now();
    const tick = () => setNow(Date.now() + skew.current);
    tick();
    const timer = setInterval(tick, 1000);
    const onFull = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      clearInterval(timer);
      document.removeEventListener('fullscreenchange', onFull);
    };
  }, [initial.issuedAt]);

  const window = Math.floor(now / pass.windowMs);
  const current = pass.codes.find((c) => c.window === window) ?? pass.codes.find((c) => c.window === window - 1);
  const left = pass.codes.filter((c) => c.window >= window).length;
  const seconds = Math.ceil((pass.windowMs - (now % pass.windowMs)) / 1000);

  useEffect(() => {
    if (!current) return;
    let live = true;
    void QRCode.toString(current.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
      .then((drawn) => { if (live) setSvg(drawn); });
    return () => { live = false; };
  }, [current]);

  useEffect(() => {
    if (pass.state !== 'active' || left >= REFRESH_BELOW || asking.current || !navigator.onLine) return;
    asking.current = true;
    void refreshPass(clientToken).then((result) => {
      if (result.ok) {
        skew.current = result.value.issuedAt - Date.now();
        setPass(result.value);
      }
    }).catch(() => undefined).finally(() => { asking.current = false; });
  }, [clientToken, left, pass.state]);

  if (pass.state !== 'active') return <Alert tone="error" title={t('inactiveTitle')}>{t('inactive')}</Alert>;
  if (!current) return <Alert tone="error" title={t('expiredTitle')}>{t('expired')}</Alert>;

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };

  return (
    <div
      ref={frame}
      className={full ? 'flex h-full flex-col items-center justify-center gap-4 bg-white p-4' : 'flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6'}
    >
      <p className="text-center text-lg font-semibold text-slate-900">{holder}</p>
      <div
        role="img"
        aria-label={t('qrLabel')}
        data-code={current.code}
        className="aspect-square w-full max-w-[min(88vw,28rem)] bg-white [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="text-center font-mono text-sm break-all text-slate-700" aria-label={t('codeLabel')}>{current.code}</p>
      <p className="text-center text-sm text-slate-600" aria-live="off">{t('changesIn', { seconds })}</p>
      <Button variant="secondary" onClick={toggleFull}>{full ? t('exitFullScreen') : t('fullScreen')}</Button>
    </div>
  );
}
