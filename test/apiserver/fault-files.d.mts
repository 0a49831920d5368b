export declare const FAULTS_DIR: string;
export declare function faultFiles(): Map<string, string>;
