// One line per reliance: "ok   <id>" or "FAIL <id>: <the assumption that no longer holds> (<detail>)".
// A failing reliance says which framework behaviour changed; plugins/RELIANCES.md says what to do.
class CanaryReporter {
  constructor() {
    this.passed = 0;
    this.failed = 0;
  }

  onTestResult(_test, result) {
    if (result.testExecError) {
      this.failed += 1;
      const file = result.testFilePath.replace(`${process.cwd()}/`, '');
      console.log(`FAIL ${file} did not run: ${firstLine(result.testExecError.message)}`);
    }
    for (const assertion of result.testResults) {
      if (assertion.status === 'passed') {
        this.passed += 1;
        console.log(`ok   ${assertion.title}`);
      } else if (assertion.status === 'failed') {
        this.failed += 1;
        console.log(`FAIL ${firstLine(assertion.failureMessages[0] ?? assertion.title).replace(/^Error: /, '')}`);
      }
    }
  }

  onRunComplete() {
    console.log(`canary: ${this.passed} passed, ${this.failed} failed${this.failed ? ' (plugins/RELIANCES.md: what each reliance assumes and how to re-check it)' : ''}`);
  }
}

function firstLine(text) {
  return String(text).split('\n').find((line) => line.trim() !== '') ?? '';
}

module.exports = CanaryReporter;
