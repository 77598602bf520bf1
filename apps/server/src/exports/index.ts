export { type CreateAppOptions, createApp } from '../createApp'
export { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrateDatabase'
export { type Database, type OpenDatabase, type OpenDatabaseOptions, openDatabase } from '../db/openDatabase'
export { type ProjectConfig, parseProjectsFile } from '../db/projectConfig'
export { seedCatalogue } from '../db/seedCatalogue'
export { seedProjects } from '../db/seedProjects'
export { type CodeMailer, type CodePurpose, codeMail, smtpCodeMailer } from '../embedded/codeMailer'
export {
  type EmbeddedOptions,
  type EmbeddedServerOptions,
  embeddedOptionsFromEnv,
  parseShareKey,
} from '../embedded/embeddedOptions'
export { PACKAGE_PATHS } from '../packagePaths'
export { type SponsorOptions, sponsorOptionsFromEnv } from '../sponsor/sponsorConfig'
export { type RunningServer, type StartServerOptions, startServer } from '../startServer'
export { type JupiterOptions, type JupiterQuote, jupiterSwapApi } from '../swap/aggregators/jupiterSwapApi'
export { LIFI_DIAMOND, type LifiOptions, lifiQuoteSource } from '../swap/aggregators/lifiQuoteSource'
export { jupiterFromEnv, quoteSourceFromEnv } from '../swap/aggregators/quoteSourceFromEnv'
export {
  ZERO_EX_ALLOWANCE_HOLDER,
  type ZeroExOptions,
  zeroExQuoteSource,
} from '../swap/aggregators/zeroExQuoteSource'
export type { QuoteRequest, QuoteSource, SourceQuote, SwapBuildRequest } from '../swap/quoteSource'
export {
  type SolanaQuoteMakerOptions,
  solanaQuoteMaker,
} from '../swap/solana/solanaQuoteMaker'
export type { SolanaQuoteSource, SolanaSourceQuote } from '../swap/solana/solanaQuoteSource'
export type {
  SolanaSwapNetworkConfig,
  SolanaSwapOptions,
  SolanaSwapTokenConfig,
} from '../swap/solana/solanaSwapConfig'
export {
  NATIVE_TOKEN_ADDRESS,
  type SwapNetworkConfig,
  type SwapOptions,
  type SwapTokenConfig,
} from '../swap/swapConfig'
export { fixedPriceSource, type PricedToken, type PriceSource } from '../swap/tokens/priceSource'
export { uniswapV2QuoteSource } from '../swap/uniswapV2QuoteSource'
