// Every benchmark reports against a baseline measured in the same run.
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
  /** value / baseline.value */
  ratio?: number;
  target?: string;
  note?: string;
}

export type Bench = () => Promise<BenchResult[]>;
