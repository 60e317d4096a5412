'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cx } from '@/components/ui/cx';
import { useHydrated } from '@/components/use-hydrated';
import type { OptinChannel, OptinType } from '@/lib/db/schema';
import { notAnswered } from '../../action-result';
import { saveConsent } from './actions';
import { CHANNELS, TYPES } from './consent-labels';
import { ConsentSwitch } from './consent-switch';
import { useErrorSentence } from '@/components/use-error-sentence';

export interface ConsentValue {
  id: number;
  channel: OptinChannel;
  type: OptinType;
  isAuthorized: boolean;
}

type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; on: boolean } | { state: 'failed'; message: string };

// Type label column, then one column per channel (with its headers) from the small-tablet width up.
const ROW = 'sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(3,7.5rem)] sm:items-center sm:gap-4';

/**
 * Channels × types. Each switch saves on its own as soon as it is pressed; its cell then says
 * "Saved" (announced, since the cell is a live region) or, if saving failed, puts the switch back
 * and says why.
 */
export function ConsentGrid({ clientToken, consents }: { clientToken: string; consents: ConsentValue[] }) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('consents');
  const [values, setValues] = useState(() => new Map(consents.map((c) => [c.id, c.isAuthorized])));
  const [saving, setSaving] = useState<Map<number, Saving>>(() => new Map());
  const hydrated = useHydrated();
  const setOne = <T,>(map: Map<number, T>, id: number, value: T) => new Map(map).set(id, value);

  const toggle = async (consent: ConsentValue) => {
    const next = !values.get(consent.id);
    setValues((v) => setOne(v, consent.id, next));
    setSaving((s) => setOne(s, consent.id, { state: 'saving' }));
    const result = await saveConsent(clientToken, consent.id, next).catch(() => notAnswered(sentenceFor));
    if (result.ok) {
      setValues((v) => setOne(v, consent.id, result.value.isAuthorized));
      setSaving((s) => setOne(s, consent.id, { state: 'saved', on: result.value.isAuthorized }));
    } else {
      setValues((v) => setOne(v, consent.id, !next));
      setSaving((s) => setOne(s, consent.id, { state: 'failed', message: result.message }));
    }
  };

  return (
    <div>
      <div aria-hidden className={cx('hidden px-5 pb-2 text-xs font-medium tracking-wide text-slate-500 uppercase', ROW)}>
        <span>{t('kindHeader')}</span>
        {CHANNELS.map((channel) => <span key={channel} className="text-center">{t(`channels.${channel}`)}</span>)}
      </div>
      <div className="flex flex-col gap-4 sm:gap-3">
        {TYPES.map((type) => {
          const locked = type === 'legal';
          const typeLabel = t(`types.${type}`);
          return (
            <section key={type} aria-labelledby={`type-${type}`} className={cx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', ROW)}>
              <div>
                <h2 id={`type-${type}`} className="flex items-center gap-2 font-semibold text-slate-900">{typeLabel}</h2>
                <p id={`type-${type}-explanation`} className="mt-1 text-sm text-slate-600">{t(`explanations.${type}`)}</p>
              </div>
              <ul className="mt-3 divide-y divide-slate-100 sm:contents sm:divide-y-0">
                {CHANNELS.map((channel) => {
                  const consent = consents.find((c) => c.type === type && c.channel === channel);
                  if (!consent) return <li key={channel} className="sm:text-center sm:text-sm sm:text-slate-400">—</li>;
                  return (
                    <ConsentCell
                      key={channel}
                      name={t('switchName', { type: typeLabel, channel: t(`channelPhrases.${channel}`) })}
                      channelLabel={t(`channels.${channel}`)}
                      checked={values.get(consent.id) ?? consent.isAuthorized}
                      locked={locked}
                      explanationId={locked ? `type-${type}-explanation` : undefined}
                      saving={saving.get(consent.id) ?? { state: 'idle' }}
                      disabled={!hydrated}
                      onToggle={() => void toggle(consent)}
                    />
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

interface ConsentCellProps {
  name: string;
  channelLabel: string;
  checked: boolean;
  locked: boolean;
  explanationId: string | undefined;
  saving: Saving;
  disabled: boolean;
  onToggle: () => void;
}

function ConsentCell({ name, channelLabel, checked, locked, explanationId, saving, disabled, onToggle }: ConsentCellProps) {
  const t = useTranslations('consents');
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 py-1.5 sm:flex-col sm:flex-nowrap sm:justify-center sm:gap-0 sm:py-0">
      <span aria-hidden className="text-sm text-slate-800 sm:sr-only">{channelLabel}</span>
      <div className="flex items-center gap-2 sm:flex-col sm:gap-0">
        {/* A live region present from the start, so its changes are announced. */}
        <p role="status" className="min-h-5 text-right text-xs sm:order-last sm:text-center">
          {locked && <span className="text-slate-500">{t('alwaysOn')}</span>}
          {saving.state === 'saving' && <span className="text-slate-500">{t('saving')}</span>}
          {saving.state === 'saved' && (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
              <svg aria-hidden viewBox="0 0 16 16" className="size-3.5 fill-current"><path d="m6.2 11.6-3.3-3.3 1.1-1.1 2.2 2.2 5.8-5.8 1.1 1.1z" /></svg>
              <span className="sr-only">{t('savedState', { name, state: saving.on ? 'on' : 'off' })}</span> {t('saved')}
            </span>
          )}
        </p>
        <ConsentSwitch label={name} checked={checked} locked={locked} busy={saving.state === 'saving'} disabled={disabled} describedBy={explanationId} onToggle={onToggle} />
      </div>
      {saving.state === 'failed' && (
        <p role="alert" className="basis-full text-sm text-red-700 sm:mt-1 sm:text-center sm:text-xs">
          {t.rich('notSaved', { name, state: checked ? 'on' : 'off', hidden: (chunks) => <span className="sr-only">{chunks}</span> })} {saving.message}
        </p>
      )}
    </li>
  );
}
