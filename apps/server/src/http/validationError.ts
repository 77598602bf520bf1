import type { Context } from 'hono'
import * as v from 'valibot'

/** 400 with the first few problems, each as `path: message` (never echoing the rejected value). */
export function validationError(
  c: Context,
  message: string,
  issues: readonly v.BaseIssue<unknown>[],
): Response {
  return c.json(
    {
      error: message,
      issues: issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    },
    400,
  )
}
