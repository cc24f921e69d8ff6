/**
 * Top-level crash screen: 'Something went wrong' with Try Again, Reload Page
 * and an error ID. It sits outside the router and providers, so it uses none of them.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { EmergencyCallSentence } from '#client/components/layouts/emergency-line';

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 'ERR-' plus 8 random base-36 characters: quotable to support, reveals nothing. */
export function createErrorId(): string {
  const bytes = new Uint8Array(8);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    crypto.getRandomValues(bytes);
  } else {
    bytes.forEach((_, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  }
  return `ERR-${Array.from(bytes, (byte) => ID_ALPHABET[byte % 36]).join('')}`;
}

interface Props {
  children: ReactNode;
}

interface State {
  errorId: string | null;
}

export class CrashBoundary extends Component<Props, State> {
  override state: State = { errorId: null };

  static getDerivedStateFromError(): State {
    return { errorId: createErrorId() };
  }

  // React already reports the error; we deliberately keep no copy of its (possibly personal) data.
  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  private readonly reset = () => this.setState({ errorId: null });

  override render(): ReactNode {
    const { errorId } = this.state;
    if (!errorId) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
        <div
          role="alert"
          className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
          <p className="mt-3 text-slate-700">
            Wellnest hit an unexpected problem. Your saved data is safe. Try again, or reload the
            page.
          </p>
          <p className="mt-4 text-sm text-slate-700">
            Error ID:{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
              {errorId}
            </code>
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={this.reset}>Try Again</Button>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </div>
          <EmergencyCallSentence className="mt-6 text-sm text-slate-700" />
        </div>
      </main>
    );
  }
}
