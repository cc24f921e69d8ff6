/**
 * 'Change journey': the journey selector in a dialog. Its own chunk (with the Radix dialog), loaded
 * the first time it opens.
 */
import type { ReactElement } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { JourneySelector } from '#client/features/journey/components/journey-selector';
import { JOURNEY_HEADINGS } from '#shared/domain/journey';

export function JourneyDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}): ReactElement {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-slate-50 p-4 shadow-xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {JOURNEY_HEADINGS.update}
            </Dialog.Title>
            <Dialog.Close
              className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <JourneySelector mode="update" showHeading={false} onSaved={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
