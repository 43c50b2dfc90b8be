// Preload for a store whose statements the floor server (floor-server.ts) replays: appends every statement
// the store sends PostgreSQL (name, text, values) to CAPTURE_FILE, one JSON line each.
// Usage: CAPTURE_FILE=/tmp/x.jsonl node -r ./scripts/bench/floor-capture.cjs dist/server.js
const { appendFileSync } = require('node:fs');
const pg = require(require.resolve('pg', { paths: [require('node:path').join(__dirname, '..', '..')] }));

const file = process.env.CAPTURE_FILE;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, ...rest) {
  const sent = typeof config === 'string' ? { text: config, values } : config;
  if (file && sent && typeof sent.text === 'string') {
    appendFileSync(file, `${JSON.stringify({ name: sent.name, text: sent.text, values: sent.values ?? values })}\n`);
  }
  return query.call(this, config, values, ...rest);
};
