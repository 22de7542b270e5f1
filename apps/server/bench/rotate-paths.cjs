// autocannon's worker thread loads this by path: each request takes the next path of BENCH_PATHS (a JSON
// array set before the run), so one run measures a mix of filters, pages or ids rather than one cached answer.
const paths = JSON.parse(process.env.BENCH_PATHS || '[]');
let next = 0;

module.exports = (request) => {
  if (paths.length === 0) return request;
  const path = paths[next % paths.length];
  next += 1;
  return { ...request, path };
};
