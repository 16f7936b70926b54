// A write to the server and whether it is under way: what the admin needs of TanStack Query's
// useMutation, in a few lines. (useMutation would add its observer to the vendor chunk that every
// visitor downloads; the admin must not make the public first load heavier.)
import { useCallback, useEffect, useRef, useState } from 'react'

export interface Action<A, R> {
  /** Runs the write; rejects with its error. */
  mutateAsync: (arg: A) => Promise<R>
  /** Runs the write, its failure left to the screen's own state. */
  mutate: (arg: A) => void
  isPending: boolean
}

export function useAction<A, R>(
  run: (arg: A) => Promise<R>,
  onSuccess?: (result: R, arg: A) => void,
): Action<A, R> {
  const [running, setRunning] = useState(0)
  const latest = useRef({ run, onSuccess })
  useEffect(() => {
    latest.current = { run, onSuccess }
  })
  const mutateAsync = useCallback(async (arg: A) => {
    setRunning((n) => n + 1)
    try {
      const result = await latest.current.run(arg)
      latest.current.onSuccess?.(result, arg)
      return result
    } finally {
      setRunning((n) => n - 1)
    }
  }, [])
  const mutate = useCallback((arg: A) => void mutateAsync(arg).catch(() => {}), [mutateAsync])
  return { mutateAsync, mutate, isPending: running > 0 }
}
