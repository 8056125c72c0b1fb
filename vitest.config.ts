import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { contractAlias } from './web/vite.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which ran
    // the server and web files one at a time while the test files' waits (child processes, sockets,
    // timers) left the second core idle. Two at least; the e2e files still run one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // @vahanhaat/contract from its sources, as the web project (web/vite.config.ts) does.
        resolve: { alias: contractAlias },
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // *.services.test.ts need real Postgres and NATS (a kill -9 of a server process, JetStream dedup).
          exclude: process.env.DATABASE_URL && process.env.NATS_URL ? [] : ['src/**/*.services.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The load-test harness's own logic (the noise verdict): plain functions, no server.
        test: {
          name: 'loadtest',
          root: './loadtest',
          environment: 'node',
          include: ['lib/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: contractAlias },
        test: {
          name: 'e2e',
          root: './e2e',
          environment: 'node',
          include: ['**/*.test.ts'],
          // The product's first start (migrations, demo seed) once; each file starts from a copy (harness.ts).
          globalSetup: ['global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file starts its own server and browser: run them one at a time on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
