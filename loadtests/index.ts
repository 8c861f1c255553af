// Benchmarks live in bench/; this file keeps the package type-checkable before they land.
export {};
