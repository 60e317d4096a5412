'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert } from './ui/alert';

type Status = { kind: 'done' | 'failed'; message: string; at: number } | null;

interface ActionStatus {
  /** Says that an action worked ("Tag vip added."), in the polite live region. */
  done: (message: string) => void;
  /** Shows why an action was refused, as an alert. */
  failed: (message: string) => void;
  clear: () => void;
}

const Context = createContext<ActionStatus | null>(null);

/**
 * One place where a part of a page says how its last action went. The live region is in the page
 * from the start (a region added together with its text is often not announced), and a new action
 * clears the previous message.
 */
export function ActionStatusProvider({ children, className }: { children: ReactNode; className?: string }) {
  const [status, setStatus] = useState<Status>(null);
  const done = useCallback((message: string) => setStatus({ kind: 'done', message, at: Date.now() }), []);
  const failed = useCallback((message: string) => setStatus({ kind: 'failed', message, at: Date.now() }), []);
  const clear = useCallback(() => setStatus(null), []);
  const value = useMemo(() => ({ done, failed, clear }), [done, failed, clear]);
  return (
    <Context.Provider value={value}>
      <div className={className}>
        <div role="status" aria-live="polite">
          {status?.kind === 'done' && <Alert key={status.at} tone="success" className="mb-4">{status.message}</Alert>}
        </div>
        {status?.kind === 'failed' && <Alert key={status.at} tone="error" className="mb-4">{status.message}</Alert>}
        {children}
      </div>
    </Context.Provider>
  );
}

export function useActionStatus(): ActionStatus {
  const status = useContext(Context);
  if (!status) throw new Error('useActionStatus is used outside an ActionStatusProvider');
  return status;
}
