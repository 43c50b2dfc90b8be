// The static ceiling of `pnpm bench`: the fastest this machine's Node can answer each path with the
// store's own bytes (status, headers, compressed body). Usage: node ceiling-server.mjs answers.json port
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const routes = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map((r) => [r.path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
);

http
  .createServer((req, res) => {
    if (req.url === '/__ready') return res.end('ready');
    const answer = routes.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1');
