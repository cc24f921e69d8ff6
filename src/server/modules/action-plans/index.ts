// action-plans: the user's health action plans, safety first.
export { createActionPlansReader, type ActionPlansReader } from './action-plans.reader';
