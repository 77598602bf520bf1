export declare const STACKS_DEV_PRIVATE_KEY: string
export declare const STACKS_DEV_BITCOIN_KEY: string
export declare const STACKS_DEV_MICRO_STX: bigint
