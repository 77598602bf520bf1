/**
 * The background work's module, imported from a chunk that imports nothing itself (issue 39): a host bundler that
 * preloads a lazy chunk's imports with it (Vite) names those chunks (the actions the background work runs) where the
 * `import()` is, here and not in the page's first load.
 */
export default () => import('./background')
