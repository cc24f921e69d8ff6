/** A password input with a show/hide toggle button (aria-pressed, 'Show password'/'Hide password'). */
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '#client/components/ui/input';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  revealed: boolean;
  /** Omit to render the input without its own toggle (e.g. a confirm field shown by another). */
  onRevealedChange?: (revealed: boolean) => void;
  /** Ids of every input the toggle reveals; defaults to this input. */
  controls?: string;
}

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput({ revealed, onRevealedChange, controls, className, id, ...props }, ref) {
    return (
      <div className="relative">
        <Input
          ref={ref}
          id={id}
          type={revealed ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={onRevealedChange ? `pr-12 ${className ?? ''}` : className}
          {...props}
        />
        {onRevealedChange && (
          <button
            type="button"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            aria-controls={controls ?? id}
            onClick={() => onRevealedChange(!revealed)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700"
          >
            {revealed ? (
              <EyeOff className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Eye className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
    );
  },
);
