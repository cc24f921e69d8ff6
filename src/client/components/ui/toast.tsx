/**
 * Toasts: one at a time. A new toast replaces the current one. Success toasts close
 * after 5 s; others stay until dismissed.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  kind?: ToastKind;
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

interface ToastState extends ToastInput {
  id: number;
}

export const SUCCESS_TOAST_MS = 5000;
// Toasts other than successes are removed after 1,000,000 ms: in effect, they stay until dismissed.
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }): ReactElement {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId++ }), []);
  const value = useMemo(() => show, [show]);

  useEffect(() => {
    if (!toast) return;
    const duration =
      toast.durationMs ?? (toast.kind === 'success' ? SUCCESS_TOAST_MS : TOAST_REMOVE_DELAY_MS);
    const timer = setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      duration,
    );
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
      >
        {toast && (
          <div
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border bg-white p-4 shadow-lg',
              toast.kind === 'error' && 'border-red-300',
              toast.kind === 'success' && 'border-emerald-300',
              toast.kind === 'warning' && 'border-amber-300',
            )}
          >
            <div className="flex-1">
              <p className="font-semibold text-slate-900">{toast.title}</p>
              {toast.description && (
                <p className="mt-1 text-sm text-slate-700">{toast.description}</p>
              )}
              {toast.action && (
                <button
                  type="button"
                  className="mt-2 text-sm font-semibold text-teal-800 underline"
                  onClick={() => {
                    toast.action?.onClick();
                    setToast(null);
                  }}
                >
                  {toast.action.label}
                </button>
              )}
            </div>
            <button
              type="button"
              aria-label="Dismiss notification"
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
              onClick={() => setToast(null)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
