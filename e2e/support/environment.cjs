// Jest's node environment that tells a test file's afterEach whether the test just run failed (for its screenshot).
const { TestEnvironment } = require('jest-environment-node');

class BrowserTestEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.testFailed = false;
    if (event.name === 'test_fn_failure') this.global.testFailed = true;
  }
}

module.exports = BrowserTestEnvironment;
