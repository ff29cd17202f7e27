/**
 * No input lost before an island hydrates (decision 018). What a visitor types, ticks or chooses in a form
 * control before its island hydrates is not reported to the island's components: React DOM 19 keeps an input's
 * value when it hydrates but calls no `onChange` (so a controlled field's state keeps the prerendered value, and
 * its next render puts that value back), and it resets a `<textarea>`. {@link captureEarlyValues} records those
 * values just before hydration; the function it returns hands them to React, once the island has hydrated, as
 * one change event per control.
 */

/** Input types whose value is not typed or chosen by the visitor, or that React does not track. */
const SKIPPED_INPUT_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** The index of the option a single-choice `<select>` shows by default: the last `selected` one, else the first. */
function defaultIndex(select: HTMLSelectElement): number {
  let index = 0;
  for (let i = 0; i < select.options.length; i += 1) if (select.options[i]?.defaultSelected) index = i;
  return index;
}

/** A control the visitor changed, and a function that replays that change so React sees it. */
type Change = () => void;

/** A `<select>`'s choice (every option's `selected`), or nothing when it is the prerendered one. */
function selectChange(select: HTMLSelectElement): Change | undefined {
  const chosen = [...select.options].map((option) => option.selected);
  const changed = select.multiple
    ? chosen.some((selected, i) => selected !== select.options[i]?.defaultSelected)
    : select.options.length > 0 && select.selectedIndex !== defaultIndex(select);
  if (!changed) return undefined;
  return () => {
    chosen.forEach((selected, i) => {
      const option = select.options[i];
      if (option) option.selected = selected;
    });
    // React handles a select's `change` event without comparing values.
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/** A checkbox's or radio button's state, or nothing when it is the prerendered one (or a radio button left). */
function checkChange(box: HTMLInputElement): Change | undefined {
  const checked = box.checked;
  if (checked === box.defaultChecked || (box.type === 'radio' && !checked)) return undefined;
  return () => {
    // Through the element's own property, which React's value tracker records, then a click that sets the
    // visitor's state: React sees the change and calls the box's onChange.
    box.checked = !checked;
    box.click();
  };
}

/** A text field's value, or nothing when it is the prerendered one. */
function textChange(field: HTMLInputElement | HTMLTextAreaElement): Change | undefined {
  const value = field.value;
  if (field.readOnly || value === field.defaultValue) return undefined;
  return () => {
    const focused = field.ownerDocument.activeElement === field;
    // The prerendered value through the element's own property (React's value tracker records it), the visitor's
    // through the prototype's setter (which the tracker does not see), then `input`: React sees a change.
    field.value = field.defaultValue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (setter) setter.call(field, value);
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (focused) {
      try {
        field.setSelectionRange(value.length, value.length);
      } catch {
        // Types without a selection (email, number) throw.
      }
    }
  };
}

/**
 * Records the form controls of an island that the visitor changed before it hydrates: each `<select>` whose
 * choice, checkbox or radio button whose state, and text field or `<textarea>` whose value differs from the
 * prerendered one (`defaultSelected`, `defaultChecked`, `defaultValue`); disabled and read-only controls, hidden
 * inputs and buttons are left out.
 *
 * Call it just before `hydrateRoot`, and the returned function once the island has hydrated, before its recorded
 * clicks are replayed (a held submit then sees the values). For each recorded control it sets the visitor's value
 * again and sends the event React handles as that control's change (`change` for a select, a `click` for a box,
 * `input` for a text field), so the components' state and the page agree. A change made between hydration and
 * that call is overwritten by the recorded value (one effect's time).
 *
 * @param root the island's element (`[data-island]`)
 * @returns a function that replays the recorded changes, once, and returns how many there were (0 for an island
 *   the visitor did not touch: it then changes nothing)
 */
export function captureEarlyValues(root: ParentNode): () => number {
  const changes: Change[] = [];
  for (const control of root.querySelectorAll('input, textarea, select')) {
    const view = control.ownerDocument.defaultView;
    if (!view) continue;
    let change: Change | undefined;
    if (control instanceof view.HTMLSelectElement) {
      if (!control.disabled) change = selectChange(control);
    } else if (control instanceof view.HTMLInputElement) {
      if (SKIPPED_INPUT_TYPES.has(control.type) || control.disabled) continue;
      change =
        control.type === 'checkbox' || control.type === 'radio' ? checkChange(control) : textChange(control);
    } else if (control instanceof view.HTMLTextAreaElement) {
      if (!control.disabled) change = textChange(control);
    }
    if (change) changes.push(change);
  }
  return () => {
    const taken = changes.splice(0);
    for (const change of taken) change();
    return taken.length;
  };
}
