/**
 * The e-mail wallet's chunk, imported from a chunk that imports nothing itself (issue 39): a host bundler that
 * preloads a lazy chunk's imports with it (Vite) names those chunks where the `import()` is, here and not in the
 * page's first load.
 */
export default () => import('./loadEmbeddedWallet')
