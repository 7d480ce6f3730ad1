export declare const SERVER_HEAP_MB: number;
export declare function serverProcess(
  serverPath: string,
  options: { embeddedDatabase: boolean; demo?: boolean },
): { args: string[]; env: Record<string, string> };
