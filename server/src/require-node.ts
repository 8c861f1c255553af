import { unsupportedNodeMessage } from './node-version';

// Imported first by main.ts and worker.ts, so it runs before any other module of theirs:
// on an older Node the process says so in one line and exits instead of starting.
const unsupported = unsupportedNodeMessage(process.versions.node);
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}
