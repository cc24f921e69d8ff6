/** Sign in, sign up and email verification; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { AUTH_DECLARATIONS } from './auth-declarations';
import { lazyPage } from '../../lazy-page';

const login = lazyPage('Login', () => import('./login'));
const register = lazyPage('Register', () => import('./register'));
const verify = lazyPage('Verification', () => import('./verify'));

export const AUTH_ROUTES: AppRoute<keyof typeof AUTH_DECLARATIONS>[] = [
  { path: '/login', name: 'Login', access: 'public', page: login, declaration: 'login' },
  {
    path: '/register',
    name: 'Register',
    access: 'public',
    page: register,
    declaration: 'register',
    // The plan step paints with the HTML (ADR 101 addendum). `?plan=` opens the details step
    // instead, and a signed-in visitor is sent on: both get the SPA shell. The visitor came to
    // sign up, so the app starts at load, not on their first touch.
    prerender: true,
    bootAtLoad: true,
    shellWhen: { query: ['plan'], signedIn: true },
  },
  { path: '/auth', name: 'Verification', access: 'public', page: verify, declaration: 'verify' },
];
