// action-plans: the user's health action plans, safety first.
export { createActionPlansReader } from './action-plans.reader';
// Built once per app: the action plans' routes and a page's first answers read through one service.
export { actionPlansServiceOf } from './action-plans-services';
