import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library's automatic cleanup needs test globals; this project keeps them off.
afterEach(() => cleanup())
