/** The oldest Node the server and the workers run on (package.json's engines). */
export const MINIMUM_NODE = { major: 22, minor: 12 } as const;

/**
 * The one line a process on an older Node prints before it exits, or null when `version`
 * (process.versions.node) will do. Debian bookworm's /usr/bin/node is Node 20, on which the
 * server would otherwise start and fail later, somewhere less clear.
 */
export function unsupportedNodeMessage(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const { major: needMajor, minor: needMinor } = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `Gabaritei needs Node ${needMajor}.${needMinor} or later; this is Node ${version} ` +
    `(${process.execPath}). Install a newer Node and point GABARITEI_NODE at it (docs/OPERATIONS.md, "One VM").`
  );
}
