import { close, open } from '@latch/core/actions'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { createTestClient } from '../test/renderLatch'
import { useOpenedOnce } from './useOpenedOnce'

test('behavior: false in the hidden pre-render, true once the browser is idle after the opening, and after the close (issue 39)', async () => {
  const { client } = createTestClient()
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <LatchProvider client={client}>{children}</LatchProvider>
  )
  const { result } = renderHook(() => useOpenedOnce(), { wrapper })
  expect(result.current).toBe(false)
  act(() => void open(client))
  // The click's own render: the list it drives (the explorer's queries) is not rendered again in that frame.
  expect(result.current).toBe(false)
  await waitFor(() => expect(result.current).toBe(true))
  act(() => void close(client))
  expect(result.current).toBe(true)
})
