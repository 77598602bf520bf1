import { FLOW_VIEWS } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { isShippedView } from '../views/shippedViews'

describe('navigation guarantee', () => {
  test('every view a core flow or opening rule can open is a view this package ships', () => {
    expect(FLOW_VIEWS.filter((view) => !isShippedView(view))).toEqual([])
  })
})
