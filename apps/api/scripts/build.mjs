// Bundles the API into dist/server.js, the embedded database's start-up work (run by the server in a process
// of its own) into dist/prepare-database.js, and the admin, backup and restore CLIs into dist/admin-create.js,
// dist/backup.js and dist/restore.js (so a production install without dev tools, e.g. the Docker image, can
// still add an admin and back up). Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bookstore/'));

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'prepare-database': path.join(root, 'src/prepare-database.ts'),
    'admin-create': path.join(root, 'src/modules/admin-access/cli.ts'),
    backup: path.join(root, 'src/ops/backup-cli.ts'),
    restore: path.join(root, 'src/ops/restore-cli.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
console.log('api built: dist/server.js, dist/prepare-database.js, dist/admin-create.js, dist/backup.js, dist/restore.js');
