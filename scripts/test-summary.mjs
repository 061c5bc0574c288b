// Sums vitest JSON reports into the one closing line CI reads: "N passed, N failed".
// Above it, every failed test with its file and the first lines of its message: CI keeps only
// the tail of the log, so the names must be at the end to be seen at all.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}: that run crashed`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  // numFailedTestSuites counts each failing describe block as well, so a failed test would be
  // counted two or three times; count failed tests, plus files that failed without one.
  for (const suite of report.testResults ?? []) {
    const where = `${file.replace(/^.*\//, '').replace(/\.json$/, '')}: ${relative(process.cwd(), suite.name)}`;
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    failed += failedTests.length;
    for (const test of failedTests) {
      failures.push(`${where} > ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${where} (the file itself)\n${firstLines(suite.message)}`);
    }
  }
}
if (failures.length > 0) {
  console.log(`== failed (${failures.length}):`);
  for (const failure of failures) console.log(`- ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

function firstLines(text = '', count = 4) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `    ${line.slice(0, 240)}`)
    .join('\n');
}
