// Turns a vitest JSON report into passed/failed counts. A test file that failed without a failing test
// (an import error, a failing hook) counts as one failure, and so does a run that failed without a report.
import { existsSync, readFileSync } from 'node:fs';

export function vitestCounts(jsonPath, exitCode) {
  if (!existsSync(jsonPath)) return { passed: 0, failed: 1, note: 'vitest wrote no report' };
  const report = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  let failed = report.numFailedTests + brokenFiles.length;
  let note = brokenFiles.map((file) => `failed outside a test: ${file.name}`).join('\n');
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited with code ${exitCode} (an error outside the tests; see its output)`;
  }
  return { passed: report.numPassedTests, failed, note };
}
