/**
 * The storage service's module, imported from a chunk that imports nothing itself (issue 39): a host bundler that
 * preloads a lazy chunk's imports with it (Vite) names the service's shared chunks where this `import()` is, not in
 * the page's first load.
 */
export default () => import('./createStorage')
