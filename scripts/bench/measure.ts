/** Median of `runs` timings, each the mean over `iterations` calls, in microseconds. */
export function medianMicros(work: () => void, { runs = 25, iterations = 200 } = {}): number {
  for (let i = 0; i < iterations; i++) work(); // warm the JIT before measuring
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) work();
    samples.push(((performance.now() - start) * 1000) / iterations);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

export interface BenchRow {
  measure: string;
  value: string;
}

export const micros = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(1)} µs`);
