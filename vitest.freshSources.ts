import { vi } from 'vitest'

// Run before each test file of a project with `isolate: false`, where one worker runs file after file. Node keeps the
// dependencies it loaded itself (the chain SDKs in node_modules: the import time this saves); the workspace's own
// modules are evaluated afresh for each file, so their module state does not reach the next file. (A file's vi.mock
// does not either: vitest keeps its mocks per test file.) What a file left on the globals goes too: its stubbed
// globals and environment variables, and fake timers it did not uninstall.
vi.resetModules()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.useRealTimers()
