/**
 * A Delete button that asks first: an alert dialog with the consequence, the error if deleting
 * failed, 'Keep it' and the destructive action. The caller owns the mutation.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button, buttonVariants } from './button';

export interface DeleteConfirmButtonProps {
  /** The trigger's accessible name, e.g. 'Delete Warfarin'. */
  triggerLabel: string;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** Shown in the dialog when the last attempt failed. */
  errorMessage?: string | null;
  /** Runs the deletion; call `close` once it succeeded. */
  onConfirm: (close: () => void) => void;
  /** Called when the dialog closes, e.g. to reset a failed mutation. */
  onClosed?: () => void;
}

export function DeleteConfirmButton(props: DeleteConfirmButtonProps): ReactElement {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) props.onClosed?.();
      }}
    >
      <AlertDialog.Trigger
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        aria-label={props.triggerLabel}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold break-words text-slate-900">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {props.description}
          </AlertDialog.Description>
          {props.errorMessage && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {props.errorMessage}
            </p>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })}>
              Keep it
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={props.isBusy}
              onClick={() => props.onConfirm(() => setIsOpen(false))}
            >
              {props.isBusy ? props.busyLabel : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
