#!/usr/bin/env node
// `node log-rotate.mjs FILE`: copies its stdin (a cluster process's stdout and stderr) to
// FILE, rotating by size: past CLUSTER_LOG_MAX_BYTES (10 MB) FILE becomes FILE.1, FILE.1
// FILE.2 and so on, and only CLUSTER_LOG_KEEP (5) old files are kept. It exits when its
// input closes, that is when the process it logs for exits. Lines are never split
// across two files.
import fs from 'node:fs';

const file = process.argv[2];
const maxBytes = Number(process.env.CLUSTER_LOG_MAX_BYTES || 10 * 1024 * 1024);
const keep = Number(process.env.CLUSTER_LOG_KEEP || 5);
if (!file || !(maxBytes > 0) || !(keep >= 1)) {
  console.error('usage: CLUSTER_LOG_MAX_BYTES=… CLUSTER_LOG_KEEP=… node log-rotate.mjs FILE');
  process.exit(2);
}

// Owner-only: a first start prints the generated demo passwords, once, on stdout.
const open = () => {
  const opened = fs.openSync(file, 'a', 0o600);
  fs.fchmodSync(opened, 0o600);
  return opened;
};
let fd = open();
let size = fs.fstatSync(fd).size;
// The process it logs for may be told to stop: this one must outlive it and drain the pipe.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

function rotate() {
  fs.closeSync(fd);
  fs.rmSync(`${file}.${keep}`, { force: true });
  for (let i = keep - 1; i >= 1; i--) {
    if (fs.existsSync(`${file}.${i}`)) fs.renameSync(`${file}.${i}`, `${file}.${i + 1}`);
  }
  fs.renameSync(file, `${file}.1`);
  fd = open();
  size = 0;
}

let pending = Buffer.alloc(0);
/** Writes the whole lines of `chunk` (rotating between lines) and returns the rest. */
function write(chunk) {
  let start = 0;
  let from = 0;
  for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, end + 1)) {
    const line = end + 1 - start;
    // The batch so far would overflow the file with this line: flush it, then rotate.
    if (size + (end + 1 - from) > maxBytes && size + (start - from) > 0) {
      if (start > from) fs.writeSync(fd, chunk.subarray(from, start));
      rotate();
      from = start;
    }
    start += line;
  }
  if (start > from) {
    fs.writeSync(fd, chunk.subarray(from, start));
    size += start - from;
  }
  return chunk.subarray(start);
}

process.stdin.on('data', (data) => {
  pending = write(Buffer.concat([pending, data]));
});
process.stdin.on('end', () => {
  if (pending.length > 0) fs.writeSync(fd, pending);
  fs.closeSync(fd);
  process.exit(0);
});
