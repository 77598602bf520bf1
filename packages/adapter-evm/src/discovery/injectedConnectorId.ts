/** Id of the connector for a legacy injected `window.ethereum` provider. */
export const INJECTED_CONNECTOR_ID = 'injected'
