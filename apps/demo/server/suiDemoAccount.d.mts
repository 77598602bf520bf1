/** The Sui dev wallet's Ed25519 secret key: 32 fixed bytes (a dev key; never a real network). */
export declare const SUI_DEV_SECRET_KEY: Uint8Array
/** SUI the start script gives the dev wallet, in MIST (42.5 SUI). */
export declare const SUI_DEV_MIST: bigint
