// Prints the plain `N passed, N failed` line CI reads, summed over vitest JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}: counting the run as failed`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults) {
    // A file that fails to load has no tests to count but is still a failure.
    if (result.status === 'failed' && result.assertionResults.length === 0) {
      failed += 1;
      failures.push(`${file}: ${result.name}: ${firstLine(result.message)}`);
    }
    for (const test of result.assertionResults) {
      if (test.status === 'failed') failures.push(`${file}: ${result.name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
// Which tests failed, above the summary line, so a CI log that keeps only its tail still names them.
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
