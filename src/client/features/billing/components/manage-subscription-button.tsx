/** 'Manage subscription': opens the customer portal; a failure is said next to the button. */
import type { ReactElement } from 'react';
import { Settings } from 'lucide-react';
import { Button, type ButtonProps } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useOpenPortal } from '../api/open-portal';

export function ManageSubscriptionButton({
  variant = 'primary',
  size = 'md',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>): ReactElement {
  const portal = useOpenPortal();
  return (
    <div className={cn('space-y-2', className)}>
      <Button
        variant={variant}
        size={size}
        className="w-full"
        disabled={portal.isBusy}
        aria-busy={portal.isBusy}
        onClick={() => void portal.open()}
      >
        <Settings className="h-4 w-4" aria-hidden="true" />
        {portal.isBusy ? 'Opening...' : 'Manage subscription'}
      </Button>
      {portal.error && (
        <p role="alert" className="text-sm text-red-800">
          {portal.error}
        </p>
      )}
    </div>
  );
}
