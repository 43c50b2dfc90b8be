import { existsSync } from 'node:fs';
import path from 'node:path';
import { OpsError } from './run-tool';

/**
 * The embedded database serves one process at a time and keeps `postmaster.pid` in its folder while open
 * (removed on a clean close). A second process opening it under a running store could damage it.
 */
export function assertEmbeddedClosed(embeddedDir: string): void {
  if (!existsSync(path.join(embeddedDir, 'postmaster.pid'))) return;
  throw new OpsError(
    `The embedded database in ${embeddedDir} is open: stop the store first. If the store is not running, it stopped ` +
      'abruptly: start it and stop it once (Ctrl+C) so the database closes cleanly, then try again.',
  );
}
