// audit: the secure audit log (rows hash-chained by a trigger) and the writer other modules log through.
export { createAuditLog } from './audit-log';
