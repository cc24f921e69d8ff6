// disclaimer: the welcome disclaimer's acknowledgement on the account; it serves /api/disclaimer/acknowledgement.
export { disclaimerServiceOf } from './disclaimer-services';
