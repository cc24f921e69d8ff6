// action-plans: the user's health action plans, safety first.
export { createActionPlansReader } from './action-plans.reader';
