import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type AnyProps = Record<string, unknown>;

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> | undefined {
  const defined = refs.filter((r): r is NonNullable<Ref<T>> => r != null);
  if (defined.length <= 1) return defined[0];
  return (node: T | null) => {
    for (const r of defined) {
      if (typeof r === 'function') r(node);
      else r.current = node;
    }
  };
}

/** Props a `Slot` passes to its only child. */
export interface SlotProps extends AnyProps {
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Renders its only child with the slot's props merged in (an `asChild` helper in the manner of Radix's
 * Slot, without the dependency): classes are joined, `on*` handlers both run (child first), refs merge,
 * other child props win.
 */
export function Slot({ children, className, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps };
  for (const [key, value] of Object.entries(childProps)) {
    const slotValue = slotProps[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof slotValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        value(...args);
        slotValue(...args);
      };
    } else if (key !== 'children' && key !== 'ref' && key !== 'className') {
      merged[key] = value;
    }
  }
  merged.className = [className, childProps.className].filter(Boolean).join(' ') || undefined;
  merged.ref = mergeRefs(ref, childProps.ref as Ref<HTMLElement> | undefined);
  return cloneElement(child, merged);
}
