import { expect, it } from 'vitest'
import * as actions from './actions'
import * as client from './client'
import * as core from './index'
import * as internal from './internal'
import * as testing from './testing'

it('exports: the public names of @latch/core', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})

it('exports: the public names of @latch/core/actions', () => {
  expect(Object.keys(actions).sort()).toMatchSnapshot()
})

it('exports: the public names of @latch/core/client', () => {
  expect(Object.keys(client).sort()).toMatchSnapshot()
})

it('exports: the public names of @latch/core/testing', () => {
  expect(Object.keys(testing).sort()).toMatchSnapshot()
})

it('exports: the names of @latch/core/internal', () => {
  expect(Object.keys(internal).sort()).toMatchSnapshot()
})

it('exports: the public names of @latch/core/conformance', async () => {
  const conformance = await import('./conformance')
  expect(Object.keys(conformance).sort()).toEqual(['describeAdapterConformance', 'failingImport'])
})

it('exports: the names of @latch/core/network-marks', async () => {
  const marks = await import('./networkMarks')
  expect(Object.keys(marks).sort()).toEqual([
    'NETWORK_MARK_NAMES',
    'fetchNetworkMark',
    'networkMarkAssetId',
    'networkMarkName',
    'networkMarkSvg',
    'networkMarkUrl',
  ])
})
