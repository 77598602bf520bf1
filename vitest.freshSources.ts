import { vi } from 'vitest'

// Run before each test file of a project with `isolate: false`, where one worker runs file after file. Node keeps the
// dependencies it loaded itself (the chain SDKs in node_modules: the import time this saves); the workspace's own
// modules are evaluated afresh for each file, so their module state and a file's vi.mock do not reach the next file.
vi.resetModules()
