// users: the users table (Better Auth's user), the row every user-owned table references; below every other module (ADR 108).
export { users } from './users.table';
