import { Dialog } from '../../../ui/Dialog';
import { ChangePasswordForm } from './ChangePasswordForm';

/** "Zmień hasło" from the account menu. */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog variant="panel" title="Zmień hasło" onClose={onClose}>
      <ChangePasswordForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
