// auth: the Better Auth bridge (sign-up, sign-in, sessions, verification, our password change) and the reader of accounts' names and e-mail addresses.
export { createAccountIdentity, type AccountIdentity } from './account-identity';
export {
  accountEmailOf,
  accountExists,
  createAccountsReader,
  lockAccountForUpdate,
  type AccountsReader,
} from './accounts.reader';
export { createAuth, trustedOrigins } from './auth';
export { withoutSessionToken } from './auth.routes';
