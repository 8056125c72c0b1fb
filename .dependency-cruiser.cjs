/**
 * Module boundaries, checked by dependency-cruiser: `npm run lint:boundaries` (CI, after the
 * typecheck) and server/src/boundaries.test.ts (so `npm test` fails on a violation too).
 *
 * - A server module (server/src/modules/<m>/) is used by the rest of the server only through its
 *   index.ts; what others need is exported there.
 * - realtime/ does not import bidding's internals; no module imports another module's repo.
 * - The web app never imports server/src: what both sides share lives in packages/contract.
 * - No cycles between modules, except the one listed in no-module-cycles.
 *
 * Test files (*.test.ts, test-support.ts, test-helpers.ts, server/src/test, test-fixtures) may
 * use another module's test helpers; the realtime and repo rules hold for them too.
 */
const TESTS = ['\\.test\\.ts$', '/test-support\\.ts$', '/test-helpers\\.ts$', '^server/src/test/', '/test-fixtures/'];
const MODULE_INDEX = '^server/src/modules/[^/]+/index\\.ts$';
// A module's repos, in the module's folder or one of its sub-modules' folders.
const MODULE_REPOS = ['^server/src/modules/[^/]+/(repo|[^/]*-repo)\\.ts$', '^server/src/modules/[^/]+/[^/]+/(repo|[^/]*-repo)\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-only-through-index',
      comment: 'Another module is used only through its index.ts: export what is needed there.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^server/src/modules/[^/]+/', pathNot: ['^server/src/modules/$1/', MODULE_INDEX] },
    },
    {
      name: 'server-uses-modules-through-index',
      comment: 'Outside the modules (app, workers, realtime, config, cli, storage, db), a module is used only through its index.ts.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/modules/', '^server/src/db/', ...TESTS] },
      to: { path: '^server/src/modules/[^/]+/', pathNot: MODULE_INDEX },
    },
    {
      name: 'db-uses-modules-through-index',
      comment:
        'db/ too, with two known exceptions: routines.ts applies the quote engine’s and the deposit ledger’s SQL sources (bidding/engine, deposits/routines) under the ' +
        'migration lock, and schema/deals.ts takes its enum’s stages from deals/rules.ts (a leaf with no imports): ' +
        'drizzle-kit loads schema files on their own, and they must not load a module’s routes.',
      severity: 'error',
      from: { path: '^server/src/db/', pathNot: TESTS },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: [
          MODULE_INDEX,
          '^server/src/modules/bidding/engine/index\\.ts$',
          '^server/src/modules/deposits/routines/index\\.ts$',
          '^server/src/modules/deals/rules\\.ts$',
        ],
      },
    },
    {
      name: 'realtime-not-bidding-internals',
      comment: 'realtime/ uses the bidding module only through its index.ts (tests included).',
      severity: 'error',
      from: { path: '^server/src/realtime/' },
      to: { path: '^server/src/modules/bidding/', pathNot: '^server/src/modules/bidding/index\\.ts$' },
    },
    {
      name: 'no-foreign-repo',
      comment: 'A module’s repos (repo.ts, *-repo.ts, in its sub-modules too) are its own: others ask its index.ts.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: MODULE_REPOS, pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'no-repo-outside-modules',
      comment: 'Outside the modules, no file imports a module’s repo.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/modules/' },
      to: { path: MODULE_REPOS },
    },
    {
      name: 'web-not-server',
      comment: 'The web app never imports the server’s code: shared schemas and types live in packages/contract.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'packages/contract is imported by the server and the web app, never the other way round.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(server|web|e2e|loadtest)/' },
    },
    {
      name: 'no-module-cycles',
      comment:
        'No cycle of runtime imports between modules. Known and allowed: admin ↔ deals (admin’s results use the deal ' +
        'service; deals rank bidders with admin’s results query); both sides use the other only inside functions.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: [...TESTS, '^server/src/modules/(admin|deals)/'] },
      to: {
        circular: true,
        // Runtime imports only (a type import is erased), and the cycle leaves the module.
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
        via: { pathNot: '^server/src/modules/$1/' },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)build-ssr/'] },
    tsPreCompilationDeps: true,
    // Node's resolution, with the contract's sources (its `source` condition).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
