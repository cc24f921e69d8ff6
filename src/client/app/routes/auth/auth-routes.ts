/** Sign in, sign up and email verification; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const login = lazyPage('Login', () => import('./login'));
const register = lazyPage('Register', () => import('./register'));
const verify = lazyPage('Verification', () => import('./verify'));

export const AUTH_ROUTES: AppRoute[] = [
  { path: '/login', name: 'Login', access: 'public', page: login },
  { path: '/register', name: 'Register', access: 'public', page: register },
  { path: '/auth', name: 'Verification', access: 'public', page: verify },
];
