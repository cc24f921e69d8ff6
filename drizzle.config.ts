import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/modules/*/*.table.ts', './src/server/knowledge/*.table.ts'],
  out: './drizzle',
});
