type Obj = Record<string, unknown>;
export declare const BLOB: string;
export declare function deployment(name: string, over?: Obj): Obj;
export declare function cronJob(name: string, spec?: Obj): Obj;
/** [id, cite, text the finding must contain, object] */
export declare const CREATE: [string, string, string, Obj][];
/** [id, why it looks wrong, object, kubernetesVersion?] */
export declare const CONTROLS: [string, string, Obj, string?][];
/** [id, cite, field, base, head] */
export declare const UPDATE: [string, string, string, Obj, Obj][];
/** [id, why it looks wrong, base, head, allowed?] */
export declare const UPDATE_CONTROLS: [string, string, Obj, Obj, 'note'?][];
