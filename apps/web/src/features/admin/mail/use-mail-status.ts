import type { MailStatus } from '@pets/shared';
import { useResource, type Resource } from '../../../ui/useResource';
import { fetchMailStatus } from './mail-api';

/** GET /mail/status for the mailbox screen and the compose forms. */
export function useMailStatus(): Resource<MailStatus> {
  return useResource('/mail/status', fetchMailStatus);
}
