'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { cancelBookingAction } from '../_member/class-place/cancel-place-action';
import { bookClassAction } from './actions';
import { CancelPlaceButton } from '../_member/class-place/cancel-place-button';
import { useBoard } from './week-board';
import { ANY_SPOT, SpotMap } from './spot-map';

/**
 * What the member can do on one class (Book, join the waiting list, cancel their place), and then
 * the note saying what happened: it takes the focus, so a screen reader reads it and the keyboard
 * carries on from there. Everything else about the class is rendered on the server.
 */
export function ClassAction({ clientToken, cls, canBook }: { clientToken: string; cls: MemberClass; canBook: boolean }) {
  const t = useTranslations('classes');
  const format = useFormat();
  const { notes, busyId, disabled, act } = useBoard();
  const note = notes[cls.id];
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => { if (note) noteRef.current?.focus(); }, [note]);

  // A class with a layout books through its room map: which spot is picked, and whether the map is open.
  const [mapOpen, setMapOpen] = useState(false);
  const [spot, setSpot] = useState(ANY_SPOT);
  const named = t('card.named', { class: cls.name, time: format.clubTime(cls.startsAt) });
  const pending = busyId === cls.id;
  // A spot taken by someone else since the map was drawn: the refreshed map shows it taken, so the choice goes back to any.
  const picked = spot !== ANY_SPOT && cls.room?.taken.includes(spot) ? ANY_SPOT : spot;
  const book = () => act(cls.id, () => bookClassAction(clientToken, cls.id, picked === ANY_SPOT ? undefined : picked),
    ({ state, spot: given }) => (state === 'queued' ? t('week.queued') : given !== null ? t('week.bookedSpot', { spot: given }) : t('week.booked')));
  const mapId = `class-${cls.id}-room`;
  const cancel = () => cls.mine && act(cls.id, () => cancelBookingAction(clientToken, cls.mine!.attendeeId),
    ({ lateCancel }) => (cls.mine?.state === 'queued' ? t('week.leftQueue') : lateCancel ? t('week.cancelledLate') : t('week.cancelled')));

  let action = null;
  if (cls.status === 'canceled') action = null;
  else if (cls.status === 'started') action = <p className="text-sm text-slate-600">{cls.mine ? t('card.inProgress') : t('card.started')}</p>;
  else if (cls.mine) action = <CancelPlaceButton cls={cls} pending={pending} disabled={disabled} onConfirm={cancel} />;
  else if (cls.status === 'not-open') action = <p className="text-sm text-slate-600">{t('card.opens', { moment: format.clubMoment(cls.bookingOpensAt!) })}</p>;
  else if (!canBook) action = null;
  else if (cls.placesLeft > 0 && cls.room) {
    action = (
      <Button aria-label={t('room.chooseLabel', { named })} aria-expanded={mapOpen} aria-controls={mapId} variant={mapOpen ? 'secondary' : 'primary'}
        disabled={disabled} onClick={() => setMapOpen(!mapOpen)} className="min-w-24">
        {mapOpen ? t('room.close') : t('room.choose')}
      </Button>
    );
  } else if (cls.placesLeft > 0) {
    action = <Button aria-label={t('card.bookLabel', { named })} pending={pending} disabled={disabled} onClick={book} className="min-w-24">{t('card.book')}</Button>;
  } else if (cls.queuePlacesLeft > 0) {
    action = <Button aria-label={t('card.joinLabel', { named })} variant="secondary" pending={pending} disabled={disabled} onClick={book}>{t('card.join')}</Button>;
  }

  return (
    <>
      {action && <div className="mt-2 flex flex-wrap items-center gap-2 sm:mt-0 sm:justify-end">{action}</div>}
      {action && mapOpen && cls.room && cls.placesLeft > 0 && !cls.mine && (
        <div id={mapId} className="mt-3 sm:col-span-full">
          <SpotMap room={cls.room} className={cls.name} value={picked} onChange={setSpot} />
          <Button pending={pending} disabled={disabled} onClick={book} className="mt-3 w-full sm:w-auto">
            {picked === ANY_SPOT ? t('room.bookAny') : t('room.bookSpot', { label: cls.room.spots.find((s) => s.number === picked)?.label ?? picked })}
          </Button>
        </div>
      )}
      {note && (
        <p ref={noteRef} tabIndex={-1} role="status"
          className={cx('mt-2 rounded text-sm sm:col-span-full', note.tone === 'refused' ? 'text-red-700' : 'font-medium text-emerald-800')}>
          <span className="sr-only">{t('week.announcement', { class: cls.name, moment: format.clubMoment(cls.startsAt), message: note.message })}</span>
          <span aria-hidden>{note.message}</span>
        </p>
      )}
    </>
  );
}
