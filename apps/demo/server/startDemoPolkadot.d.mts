/** Starts the Substrate JSON-RPC server on a free 127.0.0.1 port with 12.345 WND on the dev wallet's first account. */
export declare function startDemoPolkadot(): Promise<{ url: string; close(): Promise<void> }>
