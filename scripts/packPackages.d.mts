export declare function installPackedPackages(hostDir: string, packages: readonly string[]): void;
