/** Every table, for Drizzle's query builder and drizzle-kit. Each module owns its `.table.ts`. */
export * from '#server/modules/auth/auth.table';
export * from '#server/modules/mail/outbox.table';
export * from '#server/modules/contact/contact.table';
export * from '#server/modules/profile/profile.table';
export * from '#server/modules/profile/action-plans.table';
export * from '#server/modules/profile/error-reports.table';
export * from '#server/modules/profile/legacy-data.table';
export * from '#server/modules/billing/billing.table';
export * from '#server/knowledge/knowledge.table';
export * from '#server/modules/medications/medications.table';
export * from '#server/modules/interactions/saved-analyses.table';
export * from '#server/modules/audit/audit.table';
export * from '#server/modules/chat/chat.table';
