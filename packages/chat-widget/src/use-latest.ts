import { type RefObject, useRef } from 'react';

/**
 * A ref that holds the value of the latest render: callbacks and effects read the newest callback, text or state
 * through it without running again when it changes. The ref itself is the same object for the component's life.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
