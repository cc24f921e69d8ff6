// account: the signed-in user's settings, sessions, e-mail change, export and deletion (/api/account/...).
// Built once per app: the account routes and a page's first answers read through the one service.
export { accountServiceOf } from './account-services';
