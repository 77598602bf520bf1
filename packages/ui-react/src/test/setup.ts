import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library's automatic cleanup needs test globals; this project keeps them off.
afterEach(() => cleanup())

// `waitFor` and `find*` give up after 15 s, not Testing Library's 1 s: a file's first test also waits for the views'
// lazily loaded chunks, and in CI two Chromium suites share two cores with anvil and the SVM (stop 54's CI ran 3-4x
// slower than a quiet machine, and 5 s waits for a chunk ran out). Only a failing wait takes longer; a passing one
// returns as soon as its check holds.
configure({ asyncUtilTimeout: 15_000 })
