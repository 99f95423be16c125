import { AdminDialog } from '../ui/AdminDialog';
import { ChangePasswordForm } from './ChangePasswordForm';

/** "Zmień hasło" from the account menu. */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  return (
    <AdminDialog title="Zmień hasło" onClose={onClose}>
      <ChangePasswordForm onDone={onClose} onCancel={onClose} />
    </AdminDialog>
  );
}
