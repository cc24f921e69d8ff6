import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure rules (node), API/server tests on a real database (node), components (jsdom).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^#client\//, replacement: `${import.meta.dirname}/src/client/` }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
        },
      },
    ],
  },
});
