import os from 'node:os';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  /** Short form for a table row: "2 cores, AMD EPYC". */
  label: string;
}

/** What the figures were measured on; every row of the table names it. */
export function describeMachine(): Machine {
  const cpus = os.cpus();
  const cores = os.availableParallelism?.() ?? cpus.length;
  const cpuModel = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  return {
    cores,
    cpuModel,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    label: `${cores} cores, ${cpuModel}`,
  };
}
