export declare const SERVER_HEAP_MB: number;
export declare function serverProcess(serverPath: string): {
  args: string[];
  env: Record<string, string>;
};
