'use client';
import { useEffect } from 'react';

export interface PaymentOutcomeMessage {
  type: 'resamania:payment';
  status: 'success' | 'failure';
  /** The payable object's IRI. */
  payableObject: string | null;
  provider: string;
}

/**
 * Tells the page framing the widget how the payment ended (CONTRACT §10), once, as the partners'
 * widget component listens for it. Any origin may frame the widget, so the message says nothing a
 * partner does not already know (the outcome of its own payable object) and is sent to '*'.
 */
export function PostOutcomeToParent({ outcome }: { outcome: PaymentOutcomeMessage }) {
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage(outcome, '*');
  }, [outcome]);
  return null;
}
