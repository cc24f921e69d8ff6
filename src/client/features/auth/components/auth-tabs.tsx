/**
 * Login and Register tabs, shared by /login and /register. After a
 * sign-up the register tab hands back to the login tab, which keeps 'Check your email' in view.
 */
import { Tabs } from 'radix-ui';
import { useRef, useState, type ReactElement } from 'react';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

const TRIGGER =
  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm';

export function AuthTabs({ defaultTab }: { defaultTab: AuthTab }): ReactElement {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  // Follow a new ?tab= (e.g. a header link while already on /login) without remounting.
  const [previousDefault, setPreviousDefault] = useState(defaultTab);
  if (defaultTab !== previousDefault) {
    setPreviousDefault(defaultTab);
    setTab(defaultTab);
  }
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const triggers = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  // Switching from a link inside a panel removes the focused element: move focus to the new tab.
  const switchTo = (next: AuthTab) => {
    setTab(next);
    requestAnimationFrame(() => triggers.current[next]?.focus());
  };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
    >
      <Tabs.List
        aria-label="Sign in or create an account"
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        <Tabs.Trigger
          value="login"
          className={TRIGGER}
          ref={(el) => {
            triggers.current.login = el;
          }}
        >
          Login
        </Tabs.Trigger>
        <Tabs.Trigger
          value="register"
          className={TRIGGER}
          ref={(el) => {
            triggers.current.register = el;
          }}
        >
          Register
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content
        value="login"
        className="mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        <LoginForm
          registeredEmail={registeredEmail}
          onSwitchToRegister={() => switchTo('register')}
        />
      </Tabs.Content>
      <Tabs.Content
        value="register"
        className="mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        <RegisterForm
          onRegistered={setRegisteredEmail}
          onReturnToLogin={() => switchTo('login')}
          onSwitchToLogin={() => switchTo('login')}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
