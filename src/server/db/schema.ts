/** Every table, for Drizzle's query builder and drizzle-kit. Each module owns its `.table.ts`. */
export * from '#server/modules/auth/auth.table';
export * from '#server/modules/mail/outbox.table';
export * from '#server/modules/contact/contact.table';
