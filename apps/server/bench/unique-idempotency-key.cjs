// autocannon's worker thread loads this by path: every booking POST of the benchmark gets a key of its own,
// so each one writes a booking instead of replaying the first.
const { randomUUID } = require('node:crypto');

module.exports = (request) => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': randomUUID() },
});
