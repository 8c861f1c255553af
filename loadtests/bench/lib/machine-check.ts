/**
 * How fast this machine's cores are right now: a fixed, allocation-free JS loop, timed in
 * the load generator while the server is idle (best of five). On a shared VM the same
 * build's figures swing with the host's load, not with the code (issue 18's three runs);
 * this figure, printed beside them, says which runs ran on a slower machine.
 */
export function cpuCheckMs(): number {
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 20_000_000; i++) x = (Math.imul(x, 31) + i) | 0;
    const ms = performance.now() - started;
    // Using x keeps the loop from being optimised away.
    if (x === 42) console.info('');
    best = Math.min(best, ms);
  }
  return best;
}
