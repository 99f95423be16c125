import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countedNoun, OTHER_APPLICANTS_MESSAGES, type OtherApplicantsResponse } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { otherApplicantsQuery, useNotifyOtherApplicants, useOtherApplicants } from './other-applicants-queries';
import './other-applicants.css';

const MESSAGE_NOUN = { one: 'wiadomość', few: 'wiadomości', many: 'wiadomości' } as const;

export interface NotifyOtherApplicantsProps {
  animalId: number;
  /** How many other applicants have not been told yet; nothing is shown for 0. */
  count: number;
  /** After a sending (with how many were told). */
  onNotified?(notified: number): void;
}

/** The confirmation's text: who gets the e-mail, and the message the first of them gets. */
function previewOf(info: OtherApplicantsResponse): { message: string; details: string } {
  const waiting = info.applicants.filter((applicant) => applicant.notifiedAt === null);
  const message =
    `Wysłać ${countedNoun(info.pending, MESSAGE_NOUN)} do pozostałych chętnych na „${info.animalName}”? ` +
    'Każda osoba dostanie wiadomość z szablonu „Zwierzak już znalazł dom” ze swoimi danymi. Tego nie da się cofnąć.';
  const details = [
    `Odbiorcy: ${waiting.map((applicant) => `${applicant.name} (ankieta #${applicant.surveyId})`).join(', ')}`,
    '',
    `Podgląd wiadomości do ankiety #${info.preview!.surveyId}:`,
    `Temat: ${info.preview!.subject}`,
    '',
    info.preview!.body,
  ].join('\n');
  return { message, details };
}

/**
 * "Powiadom pozostałych chętnych (N)": after a confirmation showing the recipients and the
 * message (the "animal no longer available" template filled for the first of them), e-mails every
 * open survey that chose the animal and was not told yet, then says "Wysłano N wiadomości".
 */
export function NotifyOtherApplicants({ animalId, count, onNotified }: NotifyOtherApplicantsProps) {
  const [working, setWorking] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotifyOtherApplicants(animalId);
  if (count <= 0) return null;

  const run = async () => {
    setWorking(true);
    try {
      // Read afresh: the confirmation names exactly who gets the e-mail now.
      const info = await queryClient.fetchQuery({ ...otherApplicantsQuery(animalId), staleTime: 0 });
      if (info.pending === 0 || !info.preview) {
        toast.info(OTHER_APPLICANTS_MESSAGES.nobodyLeft);
        onNotified?.(0);
        return;
      }
      const { message, details } = previewOf(info);
      if (!(await confirm({ message, details, detailsLabel: 'Podgląd wiadomości', confirmLabel: 'Wyślij' }))) return;
      const result = await notify.mutateAsync();
      toast.info(result.message);
      onNotified?.(result.notified);
    } catch (error) {
      toast.error(errorMessage(error, OTHER_APPLICANTS_MESSAGES.failed));
    } finally {
      setWorking(false);
    }
  };

  return (
    <button type="button" className="btn btn--ghost btn--small" disabled={working} aria-busy={working || undefined} onClick={() => void run()}>
      Powiadom pozostałych chętnych ({count})
    </button>
  );
}

/** Under an animal this survey holds: the button for its other applicants not told yet (none: nothing). */
export function NotifyPendingApplicants({ animalId }: { animalId: number }) {
  const loaded = useOtherApplicants(animalId);
  const pending = loaded.data?.pending ?? 0;
  if (pending === 0) return null;
  return <NotifyOtherApplicants animalId={animalId} count={pending} />;
}
