/**
 * Per-route error screen: 'Page Error' naming the route, with Go Back and Go
 * Home. It resets when the path changes, so navigating away recovers.
 */
import { Component, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '#client/components/ui/button';

interface Props {
  children: ReactNode;
  pathname?: string;
}

export function RouteErrorBoundary({ children, pathname }: Props): ReactElement {
  const location = useLocation();
  return <RouteBoundary pathname={pathname ?? location.pathname}>{children}</RouteBoundary>;
}

interface BoundaryProps {
  children: ReactNode;
  pathname: string;
}

interface BoundaryState {
  hasError: boolean;
  pathname: string;
}

class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { hasError: false, pathname: props.pathname };
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <PageError pathname={this.props.pathname} />;
  }
}

export function PageError({ pathname }: { pathname: string }): ReactElement {
  const navigate = useNavigate();
  const goBack = () => {
    // With no earlier page in this tab, "back" would do nothing: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div
        role="alert"
        className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Page Error</h1>
        <p className="mt-3 text-slate-700">
          This page could not be shown. Route:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono">{pathname}</code>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={goBack}>
            Go Back
          </Button>
          <Button onClick={() => void navigate('/')}>Go Home</Button>
        </div>
      </div>
    </div>
  );
}
