export declare const SERVER_HEAP_MB: number;
export declare function serverNodeArgs(serverPath: string): string[];
