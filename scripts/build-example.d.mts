export declare const hostConfigFile: string;
export declare const hostOutDir: string;
export declare function buildExample(): Promise<void>;
